import { describe, expect, it } from 'vitest';
import { addEntry, MATCH_POINTS, matchCareers, matchLabel } from './career-match.ts';

const profile = {
  requiredSkills: ['Python', 'SQL', 'Statistics', 'Machine Learning', 'Pandas'],
  relevantCoursework: ['Statistics', 'Linear Algebra', 'Database Systems'],
  relevantProjects: ['Kaggle competition', 'dashboard', 'prediction model'],
  interests: ['data', 'AI', 'research'],
};

describe('career-match scoring (docs/product.md §5)', () => {
  it('scores coursework 15, skills 20, projects 25, interests 10 per match', () => {
    const [m] = matchCareers(
      { coursework: ['linear algebra'], skills: ['python'], projects: ['Kaggle'], interests: ['research'] },
      { 'Data Scientist': profile },
    );
    expect(m?.matchPercentage).toBe(15 + 20 + 25 + 10);
    expect(m?.label).toBe('Good');
    expect(m?.matchingSkills).toEqual(['Python']);
    expect(m?.missingSkills).toEqual(['SQL', 'Statistics', 'Machine Learning']);
  });

  it('caps at 100 and shows only matches over 20%', () => {
    const full = matchCareers(
      {
        coursework: ['Statistics', 'Database Systems'],
        skills: ['Python', 'SQL', 'Pandas'],
        projects: ['dashboard'],
        interests: ['AI'],
      },
      { 'Data Scientist': profile },
    );
    expect(full[0]?.matchPercentage).toBe(100);
    expect(full[0]?.label).toBe('Excellent');
    expect(
      matchCareers({ coursework: [], skills: ['sql'], projects: [], interests: [] }, { x: profile }),
    ).toEqual([]);
    expect(
      matchCareers({ coursework: [], skills: [], projects: [], interests: ['data', 'ai'] }, { x: profile }),
    ).toEqual([]);
  });

  it('matches case-insensitively by substring in either direction', () => {
    const [m] = matchCareers(
      {
        coursework: [],
        skills: ['machine learning with python'],
        projects: ['built a dashboard for sales'],
        interests: [],
      },
      { x: profile },
    );
    expect(m?.matchPercentage).toBe(MATCH_POINTS.skills + MATCH_POINTS.projects);
  });

  it('labels at 80 and 60', () => {
    expect([matchLabel(80), matchLabel(79), matchLabel(60), matchLabel(59)]).toEqual([
      'Excellent',
      'Good',
      'Good',
      'Potential',
    ]);
  });
});

describe('discovery entries (docs/product.md §5)', () => {
  it('trims, refuses empties and ignores duplicates', () => {
    expect(addEntry([], '  Python  ')).toEqual(['Python']);
    expect(addEntry(['Python'], 'python')).toEqual(['Python']);
    expect(addEntry(['Python'], '   ')).toEqual(['Python']);
  });
});
