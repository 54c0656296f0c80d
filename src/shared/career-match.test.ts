import { describe, expect, it } from 'vitest';
import { addEntry, MATCH_NEED_PER_KIND, MATCH_POINTS, matchCareers, matchLabel } from './career-match.ts';

const profile = {
  requiredSkills: ['Python', 'SQL', 'Statistics', 'Machine Learning', 'Pandas'],
  relevantCoursework: ['Statistics', 'Linear Algebra', 'Database Systems'],
  relevantProjects: ['Kaggle competition', 'dashboard', 'prediction model'],
  interests: ['data', 'AI', 'research'],
};

describe('career-match scoring (docs/product.md §5)', () => {
  /** The percentage the rule gives: points earned out of what the profile asks, capped at 100. */
  const asked =
    MATCH_POINTS.coursework * Math.min(profile.relevantCoursework.length, MATCH_NEED_PER_KIND) +
    MATCH_POINTS.skills * Math.min(profile.requiredSkills.length, MATCH_NEED_PER_KIND) +
    MATCH_POINTS.projects * Math.min(profile.relevantProjects.length, MATCH_NEED_PER_KIND) +
    MATCH_POINTS.interests * Math.min(profile.interests.length, MATCH_NEED_PER_KIND);
  const expected = (points: number) => Math.min(100, Math.round((points / asked) * 100));

  it('scores coursework 15, skills 20, projects 25, interests 10 per covered entry, out of what the role asks', () => {
    const [m] = matchCareers(
      {
        coursework: ['linear algebra', 'statistics'],
        skills: ['python', 'SQL'],
        projects: ['Kaggle competition'],
        interests: ['research'],
      },
      { 'Data Scientist': profile },
    );
    expect(m?.matchPercentage).toBe(expected(2 * 15 + 2 * 20 + 25 + 10));
    expect(m?.matchingSkills).toEqual(['Python', 'SQL']);
    expect(m?.missingSkills).toEqual(['Statistics', 'Machine Learning', 'Pandas']);
  });

  it('is Excellent only when the background covers most of what the role asks', () => {
    const everything = matchCareers(
      {
        coursework: profile.relevantCoursework,
        skills: profile.requiredSkills,
        projects: profile.relevantProjects,
        interests: profile.interests,
      },
      { 'Data Scientist': profile },
    );
    expect(everything[0]?.matchPercentage).toBe(100);
    expect(everything[0]?.label).toBe('Excellent');
    // three typed skills are not "100% Excellent"
    const three = matchCareers(
      { coursework: [], skills: ['Python', 'SQL', 'Pandas'], projects: [], interests: [] },
      { 'Data Scientist': profile },
    );
    expect(three[0]?.matchPercentage).toBe(expected(60));
    expect(three[0]?.label).toBe('Potential');
    expect(
      matchCareers({ coursework: [], skills: ['sql'], projects: [], interests: [] }, { x: profile }),
    ).toEqual([]);
  });

  it('matches whole words and known synonyms, never substrings', () => {
    const tailwind = { ...profile, requiredSkills: ['Tailwind CSS', 'Linux', 'Python', 'C++'] };
    const none = (skills: string[], interests: string[] = []) =>
      matchCareers({ coursework: [], skills, projects: [], interests }, { x: tailwind }).length === 0;
    // "R" and "C" are languages, "UX" is not inside "Linux", "AI" is not inside "Tailwind"
    expect(none(['R', 'C', 'UX', 'AI'])).toBe(true);
    const [m] = matchCareers(
      {
        coursework: ['Databases'],
        skills: ['machine learning with python'],
        projects: ['built a dashboard for sales'],
        interests: ['artificial intelligence'],
      },
      { x: profile },
    );
    // "Databases" covers "Database Systems"; "artificial intelligence" covers "AI"
    expect(m?.matchPercentage).toBe(expected(15 + 2 * 20 + 25 + 10));
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
