import { describe, expect, it } from 'vitest';
import type { CareerDefinition } from '../../shared/career.ts';
import { emptyOverlay, type RoadmapOverlay } from '../../shared/roadmap-edits.schema.ts';
import { applyOverlay } from './roadmap-overlay.ts';

const skill = (id: string, name: string): CareerDefinition['skills'][number] => ({
  id,
  name,
  category: 'Core Skills',
  description: `${name}, described.`,
  estimatedHours: 10,
  resources: [
    {
      id: `${id}.r1`,
      type: 'article',
      title: `${name} guide`,
      source: 'Example',
      link: 'https://example.org',
      duration: '2h',
    },
  ],
});

const CAREER: CareerDefinition = {
  id: 7,
  title: 'Cook',
  summary: 'Cooks.',
  skills: [skill('knife', 'Knife skills'), skill('safety', 'Food safety'), skill('sauces', 'Sauces')],
  projects: [
    {
      id: 'menu',
      title: 'A menu',
      description: 'Plan a menu.',
      difficulty: 'beginner',
      estimatedHours: 5,
      technologies: ['Knife skills'],
      skillIds: ['knife', 'sauces'],
    },
  ],
  earlier: { skills: [skill('old', 'Old skill')], projects: [] },
};

const own = (id: string, name: string) => ({
  id,
  name,
  description: '',
  category: 'Core Skills' as const,
  estimatedHours: 4,
  resources: [],
});

const overlay = (o: Partial<RoadmapOverlay>): RoadmapOverlay => ({ ...emptyOverlay(), ...o });

describe('applyOverlay (docs/decisions.md S101)', () => {
  it('leaves the career as it is without edits', () => {
    expect(applyOverlay(CAREER, undefined)).toBe(CAREER);
    expect(applyOverlay(CAREER, emptyOverlay()).skills).toEqual(CAREER.skills);
  });

  it('removes, renames, adds own skills and resources, and orders what is listed before what is not', () => {
    const result = applyOverlay(
      CAREER,
      overlay({
        added: [own('own-a', 'Plating'), own('own-b', 'Baking')],
        removed: ['safety', 'own-b', 'old'],
        renamed: { knife: 'Knife work' },
        order: ['sauces', 'own-a'],
        resources: {
          sauces: [
            {
              id: 'own-r',
              type: 'video',
              title: 'Mother sauces',
              link: 'https://www.example.com/x',
              duration: '',
            },
          ],
        },
      }),
    );
    // listed first in the user's order, then the rest in their natural order
    expect(result.skills.map((s) => s.name)).toEqual(['Sauces', 'Plating', 'Knife work']);
    expect(result.skills[1]).toMatchObject({ id: 'own-a', own: true });
    expect(result.skills[0]?.resources.at(-1)).toEqual({
      id: 'own-r',
      type: 'video',
      title: 'Mother sauces',
      source: 'example.com',
      link: 'https://www.example.com/x',
      duration: '',
      own: true,
    });
    // a project lists only the skills still on the roadmap; an earlier skill can be removed too
    expect(result.projects[0]?.skillIds).toEqual(['knife', 'sauces']);
    expect(result.earlier?.skills).toEqual([]);
    const withoutSauces = applyOverlay(CAREER, overlay({ removed: ['sauces'] }));
    expect(withoutSauces.projects[0]?.skillIds).toEqual(['knife']);
    // the career itself is not changed
    expect(CAREER.skills.map((s) => s.name)).toEqual(['Knife skills', 'Food safety', 'Sauces']);
  });

  it('ignores ids a catalogue update no longer has', () => {
    const result = applyOverlay(
      CAREER,
      overlay({ removed: ['gone'], renamed: { gone: 'X' }, order: ['gone', 'safety'] }),
    );
    expect(result.skills.map((s) => s.id)).toEqual(['safety', 'knife', 'sauces']);
  });
});
