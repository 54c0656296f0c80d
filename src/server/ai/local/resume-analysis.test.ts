import { describe, expect, it } from 'vitest';
import {
  analyseResumeLocally,
  countTerm,
  extractBullets,
  fleschReadingEase,
  improveBullet,
  skillTerms,
} from './resume-analysis.ts';

const target = {
  title: 'Backend Developer',
  skills: [
    'JavaScript',
    'Node.js',
    'PostgreSQL',
    'Docker',
    'Kubernetes',
    'Redis',
    'REST API Design',
    'Git',
  ].map((name) => ({
    name,
    resourceTitle: `${name} docs`,
  })),
  nextProject: 'Job Queue Service',
};

const STRONG = `Jordan Lee
jordan.lee@example.com | +1 512 555 0142 | linkedin.com/in/jordanlee | github.com/jlee

Summary
Backend engineer with 4 years building reliable Node.js services on Postgres and Kubernetes.

Experience
Senior Software Engineer, Acme Corp (2022 - 2025)
- Built a REST API in Node.js that serves 2 million requests a day at 99.95% uptime
- Reduced PostgreSQL query time by 40% by redesigning indexes for the 10 slowest queries
- Migrated 12 services to Docker and Kubernetes, cutting deploy time from 30 to 5 minutes
- Led a team of 3 engineers to ship a Redis cache that saved $8,000 a month
- Mentored 2 junior developers through code review in Git

Projects
- Designed an open-source rate limiter in JS used by 300 developers

Education
B.S. Computer Science, University of Texas, 2020

Skills
JavaScript, TypeScript, Node.js, Postgres, Docker, K8s, Redis, Git, REST API design`;

const WEAK = `jordan
Worked at a company.
Responsible for the website
Helped with databases and other things
Duties included meetings`;

describe('Local resume analysis (docs/decisions.md D7)', () => {
  it('knows synonyms and case: JS is JavaScript, Postgres is PostgreSQL, K8s is Kubernetes', () => {
    expect(skillTerms('PostgreSQL')).toContain('postgres');
    expect(countTerm('used js and k8s daily', 'js')).toBe(1);
    expect(countTerm('json files', 'js')).toBe(0);
    const analysis = analyseResumeLocally('I write JS on K8s with Postgres.', target);
    expect(analysis.presentSkills).toEqual(['JavaScript', 'PostgreSQL', 'Kubernetes']);
  });

  it('scores a strong resume well above a weak one, with readable parts that add up', () => {
    const strong = analyseResumeLocally(STRONG, target);
    const weak = analyseResumeLocally(WEAK, target);
    expect(strong.atsScore).toBeGreaterThan(weak.atsScore + 40);
    expect(strong.atsScore).toBeGreaterThanOrEqual(75);
    expect(weak.atsScore).toBeLessThan(30);
    expect(strong.atsBreakdown.reduce((n, p) => n + p.points, 0)).toBe(strong.atsScore);
    expect(strong.presentSkills).toHaveLength(8);
    expect(strong.sectionsFound).toEqual([
      'contact',
      'summary',
      'experience',
      'education',
      'skills',
      'projects',
    ]);
    expect(weak.missingSkills).toHaveLength(8);
    expect(weak.weaknessesFound.join(' ')).toMatch(/Missing sections/);
  });

  it('improves the weakest bullets from their own words without inventing numbers', () => {
    const weak = analyseResumeLocally(WEAK, target);
    expect(weak.improvedBulletPoints.length).toBeGreaterThanOrEqual(3);
    expect(weak.improvedBulletPoints.length).toBeLessThanOrEqual(5);
    const fixed = improveBullet('Responsible for the website');
    expect(fixed?.improved).toBe(
      'Owned the website [add the result: a number, a percentage or the time saved]',
    );
    expect(fixed?.reasoning).toMatch(
      /^Replaces "Responsible for" with what you did, keeping that it was yours/,
    );
    // a bullet with a verb and a number needs nothing
    expect(improveBullet('Reduced costs by 20%')).toBeNull();
  });

  it('writes grammatical rewrites that keep the real role and the numbers', () => {
    expect(improveBullet('Helped fix bugs in the React codebase')?.improved).toBe(
      'Contributed to fixing bugs in the React codebase [add the result: a number, a percentage or the time saved]',
    );
    const churn = improveBullet('Helped reduce churn by 12% in two quarters');
    expect(churn?.improved).toBe('Contributed to reducing churn by 12% in two quarters');
    expect(churn?.reasoning).toContain('keeps your figure (12%)');
    expect(improveBullet('Responsible for managing the weekly schedule')?.improved).toMatch(
      /^Managed the weekly schedule /,
    );
    expect(improveBullet('Assisted with the migration to AWS')?.improved).toMatch(
      /^Contributed to the migration to AWS /,
    );
    expect(improveBullet('Handled customer complaints for 3 stores')).toBeNull();
    expect(improveBullet('Handled customer complaints')?.improved).toMatch(
      /^Handled customer complaints \[add/,
    );
    expect(improveBullet('Manage a team of 4 support agents')?.improved).toBe(
      'Managed a team of 4 support agents',
    );
    expect(improveBullet('Planning the quarterly release calendar')?.improved).toMatch(
      /^Planned the quarterly/,
    );
    // no verb to build on: no invented one
    expect(improveBullet('Customer support for the EMEA region')).toBeNull();
    // the pronoun and "was" go; the verb, the figure and the role stay
    const pronoun = improveBullet('I fixed over 40 bugs in our checkout flow');
    expect(pronoun?.improved).toBe('Fixed over 40 bugs in our checkout flow');
    expect(pronoun?.reasoning).toBe(
      'Drops "I", which resume bullets leave out; keeps your figure (40): a measurable result is what makes a bullet stand out.',
    );
    expect(improveBullet('Was responsible for the onboarding of new hires')?.improved).toBe(
      'Owned the onboarding of new hires [add the result: a number, a percentage or the time saved]',
    );
    expect(improveBullet('I was in charge of scheduling 12 volunteers')?.improved).toBe(
      'Scheduled 12 volunteers',
    );
  });

  it('never takes a job title, a company line or a project name for a bullet', () => {
    const bullets = extractBullets(`Jordan Lee
jordan@example.com

Experience
Frontend Developer at Shopwise
Senior Systems Administrator, Rocky Mountain Health
- Built the checkout page in React
Projects
Budget Buddy: React and Vite app with Vitest tests
- Wrote a CLI in Go used by 40 engineers`);
    expect(bullets).toEqual(['Built the checkout page in React', 'Wrote a CLI in Go used by 40 engineers']);
  });

  it('explains the readability score', () => {
    const a = analyseResumeLocally(STRONG, target);
    expect([...a.strengthsFound, ...a.weaknessesFound].join(' ')).toMatch(
      new RegExp(`Readability ${a.readabilityScore}/100 \\(Flesch reading ease`),
    );
  });

  it('ties recommendations to the missing skills and the roadmap', () => {
    const weak = analyseResumeLocally(WEAK, target);
    expect(weak.recommendations.longTerm[0]).toBe(
      'Learn JavaScript (start with "JavaScript docs") and add it to your resume.',
    );
    expect(weak.recommendations.longTerm.at(-1)).toBe(
      'Build "Job Queue Service" and list it under Projects with its results.',
    );
    expect(
      weak.recommendations.immediate.some((r) =>
        r.startsWith('If you have them, name these Backend Developer skills'),
      ),
    ).toBe(true);
  });

  it('measures readability with Flesch reading ease and counts keywords', () => {
    expect(fleschReadingEase('The cat sat on the mat. The dog ran in the sun.')).toBeGreaterThan(90);
    const strong = analyseResumeLocally(STRONG, target);
    expect(strong.readabilityScore).toBeGreaterThanOrEqual(0);
    expect(strong.readabilityScore).toBeLessThanOrEqual(100);
    expect(strong.keywordDensity['Node.js']).toBeGreaterThanOrEqual(2);
  });
});

// docs/decisions.md S82: skills by field, whole names and known aliases
describe('resume skills by field', () => {
  const nurse = `Maria Santos, RN
Skills: Epic EHR, Basic Life Support, ACLS, Certified Nursing Assistant (former), IV therapy
Experience
- Documented head-to-toe assessments in Epic for 5 patients per shift`;

  it("finds a nurse's EHR and life-support certifications", () => {
    const found = analyseResumeLocally(nurse, {
      title: 'Nurse Anesthetist',
      skills: ['Epic Systems', 'MEDITECH software', 'BLS', 'ACLS', 'CNA'].map((name) => ({ name })),
    });
    expect(found.resumeSkills).toEqual(expect.arrayContaining(['Epic', 'EHR', 'BLS', 'ACLS', 'CNA']));
    expect(found.presentSkills).toEqual(['Epic Systems', 'BLS', 'ACLS', 'CNA']);
    // an alias is never reported missing
    expect(found.missingSkills).toEqual(['MEDITECH software']);
  });

  it('does not find Tailwind CSS in "CSS", nor JavaScript in "Java"', () => {
    const found = analyseResumeLocally('Skills: HTML, CSS, Java', {
      title: 'Frontend Developer',
      skills: ['Tailwind CSS', 'JavaScript', 'CSS', 'Java'].map((name) => ({ name })),
    });
    expect(found.presentSkills).toEqual(['CSS', 'Java']);
    expect(found.missingSkills).toEqual(['Tailwind CSS', 'JavaScript']);
    expect(found.resumeSkills).not.toContain('Tailwind CSS');
  });

  it('reads "Tailwind CSS" as Tailwind, not as CSS, and "AWS D1.1" as a welding cert, not the cloud', () => {
    const found = analyseResumeLocally(
      'Skills: Tailwind CSS, AWS D1.1 certified welder, Class A CDL (Hazmat endorsement)',
      {
        title: 'Any',
        skills: ['CSS', 'Tailwind CSS'].map((name) => ({ name })),
      },
    );
    expect(found.presentSkills).toEqual(['Tailwind CSS']);
    expect(found.resumeSkills).toEqual(
      expect.arrayContaining([
        'Tailwind CSS',
        'AWS Certified Welder',
        'CDL Class A',
        'Hazmat endorsement (H)',
      ]),
    );
    expect(found.resumeSkills).not.toContain('CSS');
    expect(found.resumeSkills).not.toContain('AWS');
  });

  it('counts the everyday-word names only as written ("an epic week" is not Epic)', () => {
    const found = analyseResumeLocally('Had an epic week; my pals helped.', {
      title: 'Nurse',
      skills: ['Epic Systems', 'PALS'].map((name) => ({ name })),
    });
    expect(found.presentSkills).toEqual([]);
  });
});
