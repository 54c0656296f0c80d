import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hasPlaceholder, renderResumeText } from '../../../shared/resume-text.ts';
import { parseResume } from '../../resume/resume-parser.ts';
import { applyRewording, checkedRewording } from '../purposes/resume-generation.ts';
import { localResume, type ResumeWriterInput, rewordBullet } from './resume-writer.ts';

/** The resume of issue 31: 14 skills, two projects, two jobs, bullets without results. */
const DEVELOPER = `Alex Rivera
Chicago, IL | (312) 555-0142 | alex.rivera@example.com | github.com/arivera

Summary
Frontend developer who turns design systems into fast, accessible pages.

Experience
Frontend Developer, Shopwise, Chicago, IL (2022 - Present)
- Built the checkout flow in React and TypeScript used by 40,000 shoppers a month
- Responsible for the component library
- Helped fix accessibility bugs across the site

Web Assistant, City Library, Chicago, IL (2020 - 2022)
- Rebuilt the events calendar pages, cutting page weight by 40%
- Maintained the WordPress site

Projects
Budget Buddy: a React and Vite app for shared household budgets
Trail Finder: a map of local hiking trails with Leaflet

Skills
HTML, CSS, JavaScript, TypeScript, React, Vite, Redux, Jest, Cypress, Git, Figma, WordPress, Accessibility, SQL`;

const input = (over: Partial<ResumeWriterInput> = {}): ResumeWriterInput => ({
  resume: parseResume(DEVELOPER),
  goalTitle: 'Frontend Developer',
  goalSkills: ['JavaScript', 'React', 'Testing with Jest', 'Accessibility'],
  completedSkills: ['React', 'Next.js'],
  completedProjects: [
    {
      title: 'Portfolio site with Next.js',
      description: 'A statically generated portfolio. It scores 100 on Lighthouse.',
      technologies: ['Next.js', 'Tailwind CSS'],
    },
  ],
  ...over,
});

describe('the local resume writer keeps every fact and improves wording, order and emphasis', () => {
  it('keeps all 14 skills, the goal-relevant ones first, and adds completed roadmap skills marked as such', () => {
    const out = localResume(input());
    const skills = out.sections.find((s) => s.kind === 'skills')!;
    const own = skills.skills.find((g) => g.label === '')!.items;
    expect(own).toHaveLength(14);
    expect(own.slice(0, 3)).toEqual(['JavaScript', 'React', 'Jest']);
    expect(skills.skills.find((g) => g.label === 'Completed in Waymark')?.items).toEqual(['Next.js']);
  });

  it("keeps the user's projects and summary, adds only completed roadmap work and marks it", () => {
    const out = localResume(input());
    const text = renderResumeText(out);
    expect(text).toContain('Budget Buddy');
    expect(text).toContain('Trail Finder');
    expect(text).toContain('Frontend developer who turns design systems into fast, accessible pages.');
    expect(text).toContain('Portfolio site with Next.js');
    expect(text).toContain('- Completed in Waymark: A statically generated portfolio.');
    expect(text).not.toMatch(/Focused on shipping/);
  });

  it('never writes a placeholder: a bullet without a result is flagged for the editor instead', () => {
    const out = localResume(input());
    const text = renderResumeText(out);
    expect(hasPlaceholder(text)).toBe(false);
    const jobs = out.sections.find((s) => s.kind === 'experience')!.roles;
    expect(jobs.map((j) => j.organization)).toEqual(['Shopwise', 'City Library']);
    expect(jobs[0]!.bullets).toEqual(
      expect.arrayContaining([
        { text: 'Owned the component library', needsResult: true },
        { text: 'Contributed to fixing accessibility bugs across the site', needsResult: true },
        {
          text: 'Built the checkout flow in React and TypeScript used by 40,000 shoppers a month',
          needsResult: false,
        },
      ]),
    );
    expect(jobs[1]!.bullets).toHaveLength(2);
  });

  it('keeps the phone exactly and the city', () => {
    const out = localResume(input());
    expect(out.contact).toMatchObject({ phone: '(312) 555-0142', location: 'Chicago, IL' });
    expect(renderResumeText(out).split('\n')[1]).toBe(
      'alex.rivera@example.com | (312) 555-0142 | Chicago, IL | github.com/arivera',
    );
  });

  it("keeps a nurse's licences and certifications, and writes no summary over hers", () => {
    const nurse = readFileSync(
      new URL('../../resume/fixtures/field-resumes/registered-nurse.txt', import.meta.url),
      'utf8',
    );
    const out = localResume(
      input({
        resume: parseResume(nurse),
        goalTitle: 'Registered Nurses',
        goalSkills: ['Telemetry', 'ACLS'],
        completedSkills: [],
        completedProjects: [],
      }),
    );
    const licences = out.sections.find((s) => s.kind === 'certifications')!;
    expect(licences.heading).toBe('LICENSES & CERTIFICATIONS');
    expect(licences.lines).toHaveLength(4);
    expect(out.sections.filter((s) => s.kind === 'summary')).toHaveLength(1);
    expect(out.sections.find((s) => s.kind === 'summary')!.lines[0]).toMatch(
      /^Registered nurse with 6 years/,
    );
  });
});

it('puts a second verb in the past tense with the first', () => {
  expect(rewordBullet('Monitor cardiac rhythms and titrate drips for 5 telemetry patients per shift')).toBe(
    'Monitored cardiac rhythms and titrated drips for 5 telemetry patients per shift',
  );
  expect(rewordBullet('Managed a team of 12 and trained new hires')).toBe(
    'Managed a team of 12 and trained new hires',
  );
});

describe("the model's wording is checked against the source", () => {
  const source = renderResumeText(parseResume(DEVELOPER));

  it('takes a rewording that only uses facts of the source', () => {
    expect(
      checkedRewording(
        'Responsible for the component library',
        'Owned the React component library for Shopwise',
        source,
      ),
    ).toBe('Owned the React component library for Shopwise');
  });

  it('drops a rewording that adds an employer, a number or a skill, drops a number, or is HTML or a placeholder', () => {
    const original = 'Rebuilt the events calendar pages, cutting page weight by 40%';
    expect(
      checkedRewording(original, 'Rebuilt the calendar at Google, cutting page weight by 40%', source),
    ).toBeNull();
    expect(
      checkedRewording(original, 'Rebuilt 12 calendar pages, cutting page weight by 40%', source),
    ).toBeNull();
    expect(
      checkedRewording(original, 'Rebuilt the calendar pages in Angular, cutting weight by 40%', source),
    ).toBeNull();
    expect(checkedRewording(original, 'Rebuilt the events calendar pages', source)).toBeNull();
    expect(
      checkedRewording(original, '<b>Rebuilt</b> the calendar, cutting page weight by 40%', source),
    ).toBeNull();
    expect(
      checkedRewording(
        original,
        'Rebuilt the calendar, cutting page weight by 40% [add the team size]',
        source,
      ),
    ).toBeNull();
  });

  it('keeps the local wording of every line the checks refuse', () => {
    const base = localResume(input());
    const { resume, used } = applyRewording(
      base,
      {
        lines: [
          { id: 'experience.0.0', text: 'Led a team of 9 at Amazon' },
          { id: 'summary.0', text: 'Frontend developer turning design systems into fast, accessible pages.' },
        ],
      },
      source,
    );
    expect(used).toBe(1);
    expect(resume.sections.find((s) => s.kind === 'experience')!.roles[0]!.bullets[0]).toEqual(
      base.sections.find((s) => s.kind === 'experience')!.roles[0]!.bullets[0],
    );
    expect(resume.sections.find((s) => s.kind === 'summary')!.lines[0]).toBe(
      'Frontend developer turning design systems into fast, accessible pages.',
    );
  });
});
