import { describe, expect, it } from 'vitest';
import {
  analyseResumeLocally,
  countTerm,
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
    expect(fixed.improved).toBe('Built website, [add the result: a number, percentage or time saved]');
    expect(fixed.reasoning).toMatch(/^Replaces "Responsible for" with an action verb/);
    expect(improveBullet('Reduced costs by 20%').improved).toBe('Reduced costs by 20%');
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
