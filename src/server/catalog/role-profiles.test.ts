import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchCareers } from '../../shared/career-match.ts';
import { roleProfiles } from './role-profiles.ts';

describe('career discovery against the built-in role profiles', () => {
  it('ranks real backgrounds sensibly against the built-in profiles', () => {
    const ml = matchCareers(
      {
        coursework: ['Machine Learning', 'Statistics', 'Linear Algebra'],
        skills: ['Python', 'PyTorch'],
        projects: ['Kaggle competition'],
        interests: ['artificial intelligence'],
      },
      roleProfiles,
    );
    expect(['Data Scientist', 'Machine Learning Engineer']).toContain(ml[0]?.role);
    const design = matchCareers(
      {
        coursework: ['Human-Computer Interaction'],
        skills: ['Figma', 'Prototyping'],
        projects: ['redesigned a mobile app'],
        interests: ['user research'],
      },
      roleProfiles,
    );
    expect(design[0]?.role).toBe('UI/UX Designer');
    for (let i = 1; i < ml.length; i++)
      expect(ml[i - 1]!.matchPercentage).toBeGreaterThanOrEqual(ml[i]!.matchPercentage);
  });

  it('never scores outside 21..100 for any background', () => {
    const entries = fc.array(fc.string({ maxLength: 20 }), { maxLength: 6 });
    fc.assert(
      fc.property(
        fc.record({ coursework: entries, skills: entries, projects: entries, interests: entries }),
        (bg) => {
          for (const m of matchCareers(bg, roleProfiles)) {
            expect(m.matchPercentage).toBeGreaterThan(20);
            expect(m.matchPercentage).toBeLessThanOrEqual(100);
            expect(m.matchingSkills.length).toBeLessThanOrEqual(4);
            expect(m.missingSkills.length).toBeLessThanOrEqual(3);
          }
        },
      ),
    );
  });
});
