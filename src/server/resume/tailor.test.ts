/**
 * The tailored resume and cover letter claim only what the resume or the completed roadmap shows
 * (docs/product.md §4 Tailored resume, docs/decisions.md S109): examples from several fields, then a
 * property over the field resumes with requirements whose evidence may be true, missing or made up.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AssessedRequirement, Evidence } from '../../shared/postings.schema.ts';
import { renderResumeText, sectionBody } from '../../shared/resume-text.ts';
import type { StructuredResume } from '../../shared/structured-resume.ts';
import { SAMPLE_RESUME } from '../test/resume-files.ts';
import { parseResume } from './resume-parser.ts';
import {
  COVER_LETTER_MAX_WORDS,
  IN_PROGRESS_OPENING,
  type TailorInput,
  tailorResume,
  termFirst,
} from './tailor.ts';

const FIELD = fileURLToPath(new URL('./fixtures/field-resumes/', import.meta.url));
const field = (name: string) => parseResume(readFileSync(join(FIELD, `${name}.txt`), 'utf8'));

function requirement(
  name: string,
  kind: AssessedRequirement['kind'],
  evidence: Evidence[],
  options: { importance?: 'required' | 'preferred'; roadmapSkill?: { id: string; name: string } } = {},
): AssessedRequirement {
  return {
    id: `${kind}:${name.toLowerCase()}`,
    name,
    kind,
    importance: options.importance ?? 'required',
    quote: `${name} is required.`,
    met: evidence.length > 0,
    evidence,
    roadmapSkill: options.roadmapSkill ?? null,
    roadmapMilestone: null,
  };
}

const input = (resume: StructuredResume, over: Partial<TailorInput>): TailorInput => ({
  resume,
  posting: { title: 'Registered Nurse - Telemetry', company: 'Rush University Medical Center' },
  requirements: [],
  completedSkills: [],
  inProgressSkills: [],
  completedProjects: [],
  ...over,
});

const paragraphs = (letter: string) => letter.split('\n\n');
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const section = (r: StructuredResume, kind: string) => r.sections.find((s) => s.kind === kind);

describe('a nurse’s resume tailored to a telemetry posting', () => {
  const nurse = field('registered-nurse');
  const critical = { id: 'skill-critical', name: 'Critical care nursing' };
  const result = tailorResume(
    input(nurse, {
      requirements: [
        requirement('Epic EHR', 'tool', [{ kind: 'resume', text: 'Epic EHR' }]),
        requirement('ACLS', 'credential', [
          { kind: 'credential', text: 'Advanced Cardiovascular Life Support (ACLS)' },
        ]),
        requirement('IV therapy', 'skill', [{ kind: 'resume', text: 'IV therapy' }], {
          importance: 'preferred',
        }),
        requirement('Critical care', 'skill', [], { roadmapSkill: critical }),
        requirement('CCRN', 'credential', [], { importance: 'preferred' }),
        // "met" by evidence the resume does not hold: never claimed
        requirement('Kubernetes', 'tool', [{ kind: 'resume', text: 'Kubernetes' }]),
      ],
      completedSkills: [{ id: 'skill-sepsis', name: 'Sepsis screening' }],
      inProgressSkills: [critical],
    }),
  );
  const text = renderResumeText(result.resume);

  it('puts the lines that show what the posting asks for first, and keeps jobs in their order', () => {
    expect(result.resume.sections.map((s) => s.kind)).toEqual([
      'summary',
      'skills',
      'experience',
      'certifications',
      'education',
    ]);
    expect(section(result.resume, 'skills')?.skills[0]?.items.slice(0, 2)).toEqual([
      'Epic EHR',
      'IV therapy',
    ]);
    const [first, second] = section(result.resume, 'experience')?.roles ?? [];
    expect(first?.organization).toBe('Northwestern Memorial Hospital');
    // the term first where the line already states it, and nothing else changed in it
    expect(second?.bullets[0]?.text).toBe(
      'In Epic EHR, administered medications and IV therapy for 6 patients per shift',
    );
    expect(section(result.resume, 'certifications')?.lines[0]).toBe(
      'Advanced Cardiovascular Life Support (ACLS), American Heart Association, exp. 2026',
    );
    expect(text).toContain('Completed in Waymark: Sepsis screening');
  });

  it('lists what it does not claim with the roadmap skill that will close it', () => {
    expect(result.notClaimed).toEqual([
      { requirementId: 'skill:critical care', name: 'Critical care', roadmapSkill: critical },
      { requirementId: 'credential:ccrn', name: 'CCRN', roadmapSkill: null },
      { requirementId: 'tool:kubernetes', name: 'Kubernetes', roadmapSkill: null },
    ]);
    expect(text).not.toMatch(/kubernetes|ccrn|critical care/i);
  });

  it('writes a short letter from the same facts: the role, the matches with their facts, the work in progress', () => {
    const letter = result.coverLetter;
    expect(words(letter)).toBeLessThanOrEqual(COVER_LETTER_MAX_WORDS);
    const [hello, intro, matches, close, signature] = paragraphs(letter);
    expect(hello).toBe('Dear Hiring Manager,');
    expect(intro).toBe(
      'I am applying for the Registered Nurse - Telemetry position at Rush University Medical Center. I currently work as a Staff Nurse at Northwestern Memorial Hospital.',
    );
    expect(matches).toBe(
      'You ask for ACLS: I hold Advanced Cardiovascular Life Support (ACLS), American Heart Association, exp. 2026. ' +
        'You ask for Epic EHR and IV therapy: at Mercy Hospital, I administered medications and IV therapy for 6 patients per shift in Epic EHR.',
    );
    expect(close).toBe(
      'I am currently completing Critical care nursing on my learning roadmap. Thank you for your time. I would welcome the chance to talk about how I can help Rush University Medical Center.',
    );
    expect(signature).toBe(
      'Sincerely,\nMaria Santos, RN, BSN\nmaria.santos@example.com | (312) 555-0142 | Chicago, IL | linkedin.com/in/mariasantosrn',
    );
    expect(letter).not.toMatch(/kubernetes|ccrn/i);
  });
});

describe('other fields', () => {
  it('a truck driver: the CDL and hazmat first, the letter from the driving record', () => {
    const driver = field('truck-driver');
    const result = tailorResume(
      input(driver, {
        posting: { title: 'Regional CDL-A Driver', company: 'Werner Enterprises' },
        requirements: [
          requirement('CDL Class A', 'licence', [
            { kind: 'credential', text: "Class A Commercial Driver's License (CDL), Tennessee" },
          ]),
          requirement('Hazmat endorsement', 'licence', [{ kind: 'resume', text: 'Hazmat' }]),
          requirement('ELD', 'tool', [{ kind: 'resume', text: 'electronic logs (ELD)' }], {
            importance: 'preferred',
          }),
          requirement('Flatbed experience', 'experience', []),
        ],
      }),
    );
    expect(section(result.resume, 'certifications')?.lines.slice(0, 2)).toEqual([
      "Class A Commercial Driver's License (CDL), Tennessee",
      'Hazmat (H), Tanker (N) and Doubles/Triples (T) endorsements',
    ]);
    expect(section(result.resume, 'experience')?.roles[0]?.bullets[0]?.text).toBe(
      'Hauled hazmat loads with zero incidents',
    );
    expect(result.notClaimed.map((n) => n.name)).toEqual(['Flatbed experience']);
    expect(result.coverLetter).toContain(
      'I currently work as an Over-the-Road Driver at Swift Transportation.',
    );
    expect(paragraphs(result.coverLetter)[2]).toBe(
      "You ask for CDL Class A: I hold Class A Commercial Driver's License (CDL), Tennessee. " +
        'You ask for Hazmat: I hold Hazmat (H), Tanker (N) and Doubles/Triples (T) endorsements. ' +
        'You ask for ELD: at Swift Transportation, I completed pre-trip and post-trip inspections and kept electronic logs (ELD) under FMCSA hours of service.',
    );
    expect(result.coverLetter).not.toMatch(/flatbed/i);
    expect(words(result.coverLetter)).toBeLessThanOrEqual(COVER_LETTER_MAX_WORDS);
  });

  it('an electrician: the licence and the NEC skill first, a completed roadmap skill claimed as completed', () => {
    const electrician = field('journeyman-electrician');
    const result = tailorResume(
      input(electrician, {
        posting: { title: 'Commercial Electrician', company: 'Rosendin' },
        requirements: [
          requirement('Motor controls', 'skill', [{ kind: 'resume', text: 'motor controls' }]),
          requirement('OSHA 30', 'credential', [{ kind: 'credential', text: 'OSHA 30-Hour Construction' }]),
          requirement(
            'Fire alarm systems',
            'skill',
            [{ kind: 'roadmap', text: 'Fire alarm systems', itemId: 'fa' }],
            {
              importance: 'preferred',
            },
          ),
          requirement('Medium voltage', 'skill', [], {
            roadmapSkill: { id: 'mv', name: 'Medium voltage basics' },
          }),
        ],
        completedSkills: [{ id: 'fa', name: 'Fire alarm systems' }],
        inProgressSkills: [{ id: 'mv', name: 'Medium voltage basics' }],
      }),
    );
    const skills = section(result.resume, 'skills')?.skills ?? [];
    expect(skills.map((g) => g.label)).toEqual(['', 'Completed in Waymark']);
    expect(skills[0]?.items[0]).toBe('motor controls');
    expect(skills[1]?.items).toEqual(['Fire alarm systems']);
    expect(section(result.resume, 'certifications')?.lines[0]).toBe('OSHA 30-Hour Construction, 2020');
    expect(result.coverLetter).toContain(
      'You ask for Motor controls: at Sun Valley Electric, I troubleshot motor controls and VFDs on rooftop HVAC units.',
    );
    expect(result.coverLetter).toContain('I hold OSHA 30-Hour Construction, 2020.');
    expect(result.coverLetter).toContain(
      'You ask for Fire alarm systems: I have completed Fire alarm systems on my learning roadmap in Waymark.',
    );
    expect(result.coverLetter).toContain(
      'I am currently completing Medium voltage basics on my learning roadmap.',
    );
    // what is only in progress is never on the resume
    expect(renderResumeText(result.resume)).not.toMatch(/medium voltage/i);
  });

  it('a teacher and an accountant: their own terms first, no letter sentence without a fact', () => {
    const teacher = tailorResume(
      input(field('elementary-teacher'), {
        posting: { title: '3rd Grade Teacher', company: 'Columbus City Schools' },
        requirements: [
          requirement('Guided reading', 'skill', [{ kind: 'resume', text: 'guided reading groups' }]),
          requirement('Ohio teaching license', 'licence', [
            { kind: 'credential', text: 'Ohio Professional Teaching License' },
          ]),
          requirement('Bilingual Spanish', 'skill', [], { importance: 'preferred' }),
        ],
      }),
    );
    expect(section(teacher.resume, 'skills')?.skills[0]?.items[0]).toBe('Guided reading');
    expect(teacher.coverLetter).toContain(
      'You ask for Guided reading: at Westgate Elementary School, I taught reading and math to classes of 26 students using guided reading groups.',
    );
    expect(teacher.coverLetter).toContain(
      'I hold Ohio Professional Teaching License, Grades P-5, valid through 2028.',
    );
    expect(teacher.coverLetter).not.toMatch(/spanish|bilingual/i);

    const accountant = tailorResume(
      input(field('staff-accountant'), {
        posting: { title: 'Senior Accountant', company: 'Toyota North America' },
        requirements: [
          requirement('NetSuite', 'tool', [{ kind: 'resume', text: 'NetSuite' }]),
          requirement('CPA', 'credential', [
            { kind: 'credential', text: 'Certified Public Accountant (CPA)' },
          ]),
          requirement('SAP', 'tool', []),
        ],
      }),
    );
    const [latest] = section(accountant.resume, 'experience')?.roles ?? [];
    expect(latest?.bullets[0]?.text).toBe('In NetSuite, reconciled 40 balance sheet accounts every month');
    expect(accountant.coverLetter).toContain('I hold Certified Public Accountant (CPA), Texas, 2021.');
    expect(accountant.notClaimed.map((n) => n.name)).toEqual(['SAP']);
    expect(accountant.coverLetter).not.toMatch(/\bSAP\b/);
  });

  it('a developer with no summary gets one from the resume’s own facts, and no company still reads', () => {
    const resume = parseResume(SAMPLE_RESUME);
    resume.sections = resume.sections.filter((s) => s.kind !== 'summary');
    const result = tailorResume(
      input(resume, {
        posting: { title: 'Backend Engineer', company: '' },
        requirements: [
          requirement('PostgreSQL', 'tool', [{ kind: 'resume', text: 'PostgreSQL' }]),
          requirement('Docker', 'tool', [{ kind: 'resume', text: 'Docker' }], { importance: 'preferred' }),
          requirement('Kubernetes', 'tool', []),
        ],
      }),
    );
    expect(section(result.resume, 'summary')?.lines).toEqual([
      'Software Engineer at Acme Corp, skilled in PostgreSQL, Docker, JavaScript.',
    ]);
    expect(result.coverLetter).toContain('I am applying for the Backend Engineer position.');
    expect(result.coverLetter).toContain('how I can help your team.');
    expect(result.coverLetter).toContain('Most recently I worked as a Software Engineer at Acme Corp.');
    const named = tailorResume(
      input(resume, { posting: { title: 'Backend Engineer Role', company: 'Acme' } }),
    );
    expect(named.coverLetter).toContain('I am applying for the Backend Engineer Role at Acme.');
  });

  it('a resume with nothing the posting asks for: every requirement not claimed, a letter without matches', () => {
    const result = tailorResume(
      input(field('truck-driver'), {
        posting: { title: 'Staff Nurse', company: 'Mercy Health' },
        requirements: [requirement('Telemetry', 'skill', []), requirement('ACLS', 'credential', [])],
      }),
    );
    expect(result.notClaimed.map((n) => n.name)).toEqual(['Telemetry', 'ACLS']);
    expect(paragraphs(result.coverLetter)).toHaveLength(4);
    expect(result.coverLetter).not.toMatch(/telemetry|acls|you ask for/i);
  });
});

describe('evidence as the postings read it', () => {
  it('believes a role named by its header, a degree, and a line quoted cut; the letter says so from the role', () => {
    const nurse = field('registered-nurse');
    const long = 'Monitor cardiac rhythms and titrate drips for 5 telemetry pati…';
    const result = tailorResume(
      input(nurse, {
        requirements: [
          requirement('3+ years of experience', 'experience', [
            {
              kind: 'resume',
              text: 'Staff Nurse, Telemetry, Northwestern Memorial Hospital (June 2021 – Present)',
            },
            { kind: 'resume', text: 'Staff Nurse, Medical-Surgical, Mercy Hospital (May 2018 – May 2021)' },
          ]),
          requirement("Bachelor's degree in Nursing", 'education', [
            { kind: 'resume', text: 'Bachelor of Science in Nursing, University of Illinois Chicago (2018)' },
          ]),
          requirement('Cardiac monitoring', 'skill', [{ kind: 'resume', text: long }]),
          // a role the resume does not have
          requirement('ICU experience', 'experience', [
            { kind: 'resume', text: 'ICU Nurse, Rush University Medical Center (2015 – 2018)' },
          ]),
        ],
      }),
    );
    expect(result.notClaimed.map((n) => n.name)).toEqual(['ICU experience']);
    const [, , matches] = paragraphs(result.coverLetter);
    expect(matches).toContain(
      'My experience includes Staff Nurse, Northwestern Memorial Hospital, June 2021 – Present.',
    );
    expect(matches).toContain(
      'At Northwestern Memorial Hospital, I monitored cardiac rhythms and titrated drips for 5 telemetry patients per shift.',
    );
    expect(matches).toContain(
      'My education includes Bachelor of Science in Nursing, University of Illinois Chicago.',
    );
    expect(result.coverLetter).not.toMatch(/\bICU\b|3\+/);
  });
});

describe('termFirst', () => {
  it('moves a closing phrase that names the term to the front, and leaves every other bullet alone', () => {
    expect(termFirst('Built dashboards for the sales team using Tableau', 'Tableau')).toBe(
      'Using Tableau, built dashboards for the sales team',
    );
    // no verb to follow the comma, the term already up front, or not in the closing phrase
    expect(termFirst('Wound care and ostomy care in Epic', 'Epic')).toBe(
      'Wound care and ostomy care in Epic',
    );
    expect(termFirst('Used Epic daily in clinic', 'Epic')).toBe('Used Epic daily in clinic');
    expect(termFirst('Charted care in Epic for 6 patients', 'Cerner')).toBe(
      'Charted care in Epic for 6 patients',
    );
  });
});

// ---- the property: no output claims a requirement the resume or the completed roadmap does not show

const RESUMES = readdirSync(FIELD).map((f) => ({
  name: f,
  resume: parseResume(readFileSync(join(FIELD, f), 'utf8')),
}));
RESUMES.push({ name: 'sample developer', resume: parseResume(SAMPLE_RESUME) });

/** Requirements of many fields; some are on a given resume, most are not. */
const NAMES = [
  'Kubernetes',
  'Hazmat endorsement',
  'Phlebotomy',
  'QuickBooks Online',
  'Forklift certification',
  'Salesforce',
  'ServSafe Manager',
  'OSHA 30',
  'Python',
  'Welding',
  'Spanish',
  'CCRN',
  'Mandarin',
  'Tanker endorsement',
  'Epic EHR',
  'Google Classroom',
  'NetSuite',
  'conduit bending',
  'PostgreSQL',
  'Telemetry',
  'Cardiac catheterization',
  'Pneumatic tools',
  'Braille',
  'TIG welding',
  'Series 7',
];
const ROADMAP = [
  { id: 'r1', name: 'Sepsis screening' },
  { id: 'r2', name: 'Load planning' },
  { id: 'r3', name: 'Arc flash safety' },
  { id: 'r4', name: 'Payroll basics' },
];
const IN_PROGRESS = [
  { id: 'p1', name: 'Advanced welding' },
  { id: 'p2', name: 'Pharmacology review' },
];
/** Words the letter and the resume writer use themselves. */
const OWN_WORDS = new Set(
  'dear hiring manager i am applying for the position at currently work as a an most recently worked you ask and hold have completed on my learning roadmap in waymark education includes projects include skills include work included thank your time would welcome chance to talk about how can help team sincerely summary skilled tools used using with through via'.split(
    ' ',
  ),
);
const wordSet = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
/** The letter without its sentence about work in progress, which claims nothing as done. */
const claimsOfLetter = (letter: string) =>
  letter.replace(new RegExp(`${IN_PROGRESS_OPENING}[^.]*\\.`, 'g'), '');

function linesOf(resume: StructuredResume): string[] {
  return resume.sections.flatMap((s) => sectionBody(s)).filter((l) => l.trim());
}

describe('the property: nothing claimed without evidence', () => {
  it('holds over the field resumes for any requirements, true or made-up evidence, and any roadmap', () => {
    const arbitrary = fc.integer({ min: 0, max: RESUMES.length - 1 }).chain((r) => {
      const lines = linesOf(RESUMES[r]!.resume);
      const evidence = fc.oneof(
        fc
          .constantFrom(...lines)
          .map((text): Evidence => ({ kind: 'resume', text: text.replace(/^- /, '') })),
        fc.constantFrom(...NAMES).map((text): Evidence => ({ kind: 'resume', text })),
        fc.constantFrom(...NAMES).map((text): Evidence => ({ kind: 'credential', text })),
        fc
          .constantFrom(...ROADMAP, ...IN_PROGRESS, { id: 'x', name: 'Kubernetes' })
          .map((s): Evidence => ({ kind: 'roadmap', text: s.name, itemId: s.id })),
      );
      const req = fc.record({
        name: fc.constantFrom(...NAMES),
        kind: fc.constantFrom('skill', 'tool', 'credential', 'licence', 'education', 'experience' as const),
        importance: fc.constantFrom('required' as const, 'preferred' as const),
        met: fc.boolean(),
        evidence: fc.array(evidence, { maxLength: 3 }),
        roadmapSkill: fc.option(fc.constantFrom(...IN_PROGRESS), { nil: null }),
      });
      return fc.record({
        r: fc.constant(r),
        requirements: fc.uniqueArray(req, { maxLength: 8, selector: (q) => q.name }),
        completed: fc.subarray(ROADMAP),
        inProgress: fc.subarray(IN_PROGRESS),
        title: fc.constantFrom('Staff Nurse', 'Driver', 'Electrician II', 'Teacher', 'Accountant', ''),
        company: fc.constantFrom('Acme Health', 'Northwind', ''),
      });
    });

    fc.assert(
      fc.property(arbitrary, (c) => {
        const { resume } = RESUMES[c.r]!;
        const requirements: AssessedRequirement[] = c.requirements.map((q) => ({
          ...q,
          roadmapMilestone: null,
          id: `${q.kind}:${q.name.toLowerCase()}`,
          quote: '',
        }));
        const result = tailorResume({
          resume,
          posting: { title: c.title, company: c.company },
          requirements,
          completedSkills: c.completed,
          inProgressSkills: c.inProgress,
          completedProjects: [],
        });
        const source = `${renderResumeText(resume)}\n${c.completed.map((s) => s.name).join('\n')}\n${c.title} ${c.company} Completed in Waymark`;
        const allowed = wordSet(source);
        const written = `${renderResumeText(result.resume)}\n${claimsOfLetter(result.coverLetter)}`;
        const writtenWords = wordSet(written);

        // 1. no word of a requirement that the resume and the completed roadmap lack is written
        for (const q of requirements)
          for (const w of wordSet(q.name))
            if (!allowed.has(w) && !OWN_WORDS.has(w))
              expect(writtenWords.has(w), `${w} (${q.name})`).toBe(false);
        // 2. every number written is one of the resume's (or the posting's)
        for (const n of writtenWords) if (/\d/.test(n)) expect(allowed.has(n), n).toBe(true);
        // 3. a requirement not met, or met only by evidence found nowhere, is listed as not claimed
        const sourceWords = wordSet(renderResumeText(resume));
        for (const q of requirements) {
          const found = q.evidence.some((e) =>
            e.kind === 'roadmap'
              ? c.completed.some((s) => s.id === e.itemId)
              : [...wordSet(e.text)].every((w) => sourceWords.has(w)),
          );
          if (!q.met || !found) expect(result.notClaimed.map((n) => n.requirementId)).toContain(q.id);
        }
        // 4. every fact of the resume is kept: skills, credentials, jobs and their dates, bullets' numbers
        const out = renderResumeText(result.resume);
        for (const s of resume.sections) {
          for (const g of s.skills) for (const item of g.items) expect(out).toContain(item);
          if (s.kind !== 'summary') for (const l of s.lines) expect(out).toContain(l.replace(/^- /, ''));
          for (const role of s.roles) {
            for (const f of [role.title, role.organization, role.dates]) expect(out).toContain(f);
            for (const b of role.bullets)
              for (const n of b.text.match(/\d+/g) ?? []) expect(out).toContain(n);
          }
        }
        // 5. in progress is never on the resume; the letter stays short
        for (const s of c.inProgress)
          if (!allowed.has(s.name.toLowerCase())) expect(out).not.toContain(s.name);
        expect(words(result.coverLetter)).toBeLessThanOrEqual(COVER_LETTER_MAX_WORDS);
      }),
      { numRuns: 400, seed: 32 },
    );
  });
});
