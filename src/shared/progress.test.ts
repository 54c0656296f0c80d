import { describe, expect, it } from 'vitest';
import type { Goal } from './goal.schema.ts';
import { nextResources, recommendedSkills } from './progress.ts';

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
