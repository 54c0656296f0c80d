import { describe, expect, it } from 'vitest';
import { headingKind, parseResume, RESUME_VOCABULARY } from './resume-parser.ts';

describe('reading a resume into sections', () => {
  it.each([
    ['(312) 555-0142'],
    ['312-555-0142'],
    ['312.555.0142'],
    ['+1 312 555 0142'],
    ['(+1) 312-555-0123'],
    ['(718) 555–0100'],
  ])('keeps the phone %s exactly as written', (phone) => {
    const r = parseResume(
      `Ana Ruiz\nana@example.com | ${phone} | Austin, TX\n\nExperience\nCashier, H-E-B, 2020 - 2024`,
    );
    expect(r.contact).toMatchObject({
      name: 'Ana Ruiz',
      phone,
      email: 'ana@example.com',
      location: 'Austin, TX',
    });
  });

  it.each([
    ['LICENSES & CERTIFICATIONS', 'certifications'],
    ['Licenses and Endorsements', 'certifications'],
    ['Clinical Experience', 'experience'],
    ['Leadership and Work Experience', 'experience'],
    ['Core Competencies', 'skills'],
    ['Career Objective', 'summary'],
    ['VOLUNTEER WORK', 'other'],
    ['Education:', 'education'],
  ])('reads "%s" as a %s heading', (line, kind) => {
    expect(headingKind(line)).toBe(kind);
  });

  it('does not take a job line or a sentence for a heading', () => {
    expect(headingKind('Staff Nurse, Mercy Hospital, 2019 - 2024')).toBeNull();
    expect(headingKind('Managed a team of 12 associates')).toBeNull();
  });

  it('reads inline headings of a short resume and a name set on two lines', () => {
    const r = parseResume(
      'Luis\nOrtega\nluis@example.com\nLicenses: OSHA 30, NFPA 70E\nSkills: conduit bending, blueprint reading',
    );
    expect(r.contact.name).toBe('Luis Ortega');
    expect(r.sections.map((s) => [s.kind, s.heading])).toEqual([
      ['certifications', 'Licenses'],
      ['skills', 'Skills'],
    ]);
    expect(r.sections[1]!.skills[0]!.items).toEqual(['conduit bending', 'blueprint reading']);
  });

  it('splits roles into title, employer, place and dates, and keeps wrapped bullets whole', () => {
    const r = parseResume(
      [
        'Jane Smith',
        'jane@example.com',
        'EXPERIENCE',
        'Acme Corp Jan 2022 – Present',
        'Senior Software Engineer · Springfield, IL',
        '• Led migration of three core microservices to Kubernetes, reducing p99 latency by 42% and cutting',
        'infrastructure cost by 28%.',
        'Globex Corporation Mar 2019 – Dec 2021',
        'Software Engineer · Remote',
        '• Built an event-driven data pipeline processing 12 TB per day.',
      ].join('\n'),
    );
    const roles = r.sections[0]!.roles;
    expect(
      roles.map(({ title, organization, location, dates }) => ({ title, organization, location, dates })),
    ).toEqual([
      {
        title: 'Senior Software Engineer',
        organization: 'Acme Corp',
        location: 'Springfield, IL',
        dates: 'Jan 2022 – Present',
      },
      {
        title: 'Software Engineer',
        organization: 'Globex Corporation',
        location: 'Remote',
        dates: 'Mar 2019 – Dec 2021',
      },
    ]);
    expect(roles[0]!.bullets).toEqual([
      {
        text: 'Led migration of three core microservices to Kubernetes, reducing p99 latency by 42% and cutting infrastructure cost by 28%.',
        needsResult: false,
      },
    ]);
  });

  it('starts a role at an employer line over a dated title, after a bullet that wraps', () => {
    const r = parseResume(
      [
        'A Lee',
        'a@example.com',
        'EXPERIENCE',
        'Northwind Labs Bellevue, WA',
        'Software Engineering Intern Sep. 2025 – Apr. 2026',
        '• Developed model monitoring services deployed on Kubernetes for 5 production classifiers processing',
        'over 10 million daily transactions',
        'Beacon Financial McLean, VA',
        'Software Engineering Intern Jun. 2024 – Aug. 2024',
        '• Built a ledger reconciliation job',
      ].join('\n'),
    );
    expect(r.sections[0]!.roles.map((x) => [x.organization, x.location, x.dates, x.bullets.length])).toEqual([
      ['Northwind Labs', 'Bellevue, WA', 'Sep. 2025 – Apr. 2026', 1],
      ['Beacon Financial', 'McLean, VA', 'Jun. 2024 – Aug. 2024', 1],
    ]);
  });

  it('keeps a section it does not know, line by line', () => {
    const r = parseResume(
      'Sam Lee\nsam@example.com\n\nPATIENT CARE HIGHLIGHTS\n- Ran 3 vaccine clinics\nSpoke at the county fair',
    );
    expect(r.sections).toEqual([
      expect.objectContaining({
        kind: 'other',
        heading: 'PATIENT CARE HIGHLIGHTS',
        lines: ['- Ran 3 vaccine clinics', 'Spoke at the county fair'],
      }),
    ]);
  });

  it('has a vocabulary a reviewer can trust: no heading under two kinds', () => {
    const seen = new Map<string, string>();
    for (const [kind, names] of Object.entries(RESUME_VOCABULARY.headings))
      for (const n of names) {
        expect(seen.get(n), `"${n}" is under ${seen.get(n)} and ${kind}`).toBeUndefined();
        seen.set(n, kind);
        expect(n).toBe(n.toLowerCase().trim());
      }
  });
});
