import { describe, expect, it } from 'vitest';
import type { Goal } from './goal.schema.ts';
import { DEFAULT_HOURS_PER_WEEK, nextResources, recommendedSkills, roadmapTimeLeft } from './progress.ts';

type Skill = Goal['skills'][number];
const skill = (id: string, extra: Partial<Skill> = {}): Skill => ({
  id,
  name: id.toUpperCase(),
  category: 'Languages',
  description: '',
  difficulty: 'beginner',
  estimatedHours: 10,
  isCompleted: false,
  inProgress: false,
  note: '',
  resources: [
    {
      id: `${id}.r1`,
      skillId: id,
      type: 'course',
      title: `${id} course`,
      source: 's',
      link: 'https://x.example',
      duration: '1h',
      isCompleted: false,
    },
  ],
  prerequisites: [],
  ...extra,
});

describe('recommended next skill (docs/product.md §4)', () => {
  const js = skill('js', {
    name: 'JavaScript',
    inProgress: true,
    prerequisites: [
      { id: 'html', why: 'JavaScript works on the page HTML builds' },
      { id: 'css', why: 'JavaScript changes what CSS lays out and styles' },
    ],
  });
  const html = skill('html', { name: 'Semantic HTML' });
  const css = skill('css', { name: 'Modern CSS' });
  const react = skill('react', { name: 'React', difficulty: 'intermediate' });

  it('puts prerequisites first, says why, and the list order only breaks ties', () => {
    const { order, next } = recommendedSkills({ skills: [js, html, css, react] });
    expect(order.map((s) => s.id)).toEqual(['html', 'css', 'react', 'js']);
    expect(next?.reason).toBe('Semantic HTML comes first: JavaScript works on the page HTML builds.');
    expect(nextResources({ skills: [js, html, css, react] }, 2).map((r) => r.skillName)).toEqual([
      'Semantic HTML',
      'Modern CSS',
    ]);
  });

  it('recommends a skill once its prerequisites are done, and easier skills before harder ones', () => {
    const afterBasics = recommendedSkills({
      skills: [js, { ...html, isCompleted: true }, { ...css, isCompleted: true }, react],
    });
    expect(afterBasics.next?.skill.id).toBe('js');
    expect(afterBasics.next?.reason).toBe('JavaScript is in progress: finish it next.');
    const hardFirst = recommendedSkills({ skills: [react, skill('git', { name: 'Git' })] });
    expect(hardFirst.next?.reason).toBe('Git comes first: it is beginner, and React is intermediate.');
    expect(recommendedSkills({ skills: [{ ...html, isCompleted: true }] }).next).toBeNull();
  });
});

describe('time left on the roadmap (docs/product.md §4 Time left)', () => {
  const project = (id: string, extra: Partial<Goal['projects'][number]> = {}): Goal['projects'][number] => ({
    id,
    title: id,
    description: '',
    difficulty: 'beginner',
    estimatedHours: 20,
    technologies: [],
    skills: [],
    isStarted: false,
    isCompleted: false,
    note: '',
    ...extra,
  });
  const startedAt = '2026-01-01T00:00:00.000Z';

  it('counts the unfinished hours, half for work in progress, at the default pace before two weeks of history', () => {
    const t = roadmapTimeLeft(
      {
        startedAt,
        skills: [skill('a', { isCompleted: true }), skill('b', { inProgress: true }), skill('c')],
        projects: [project('p', { isStarted: true }), project('q')],
      },
      new Date('2026-01-08T00:00:00Z'),
    );
    expect(t).toEqual({
      hoursLeft: 5 + 10 + 10 + 20,
      skillsLeft: 2,
      projectsLeft: 2,
      hoursDone: 10,
      hoursPerWeek: DEFAULT_HOURS_PER_WEEK,
      pace: 'default',
      weeksLeft: Math.ceil(45 / DEFAULT_HOURS_PER_WEEK),
    });
  });

  it("measures the user's pace once the goal is two weeks old and something is finished", () => {
    const t = roadmapTimeLeft(
      {
        startedAt,
        skills: [skill('a', { isCompleted: true, estimatedHours: 40 }), skill('b', { estimatedHours: 60 })],
        projects: [],
      },
      new Date('2026-01-29T00:00:00Z'),
    );
    // 40 hours in 4 weeks: 10 a week, so 60 hours take 6 weeks
    expect(t).toMatchObject({ hoursPerWeek: 10, pace: 'progress', weeksLeft: 6 });
  });
});
