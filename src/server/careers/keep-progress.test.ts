import { describe, expect, it } from 'vitest';
import type { CareerDefinition } from '../../shared/career.ts';
import { keepProgress } from './keep-progress.ts';

type Definition = Omit<CareerDefinition, 'id'>;
const resource = (id: string, title: string) => ({
  id,
  type: 'article' as const,
  title,
  source: 'docs',
  link: 'https://example.org/',
  duration: '1h',
});
const skill = (id: string, name: string, resources: ReturnType<typeof resource>[]) => ({
  id,
  name,
  category: 'Concepts' as const,
  description: `${name} matters.`,
  resources,
});

const old: Definition = {
  title: 'Lighthouse Keeper',
  summary: 'Keeps the light on.',
  skills: [
    skill('c.core', 'Core Skills', [resource('c.core.r1', 'Basics')]),
    skill('c.lamps', 'Lamps', [
      resource('c.lamps.r1', 'Old lamp guide'),
      resource('c.lamps.r2', 'Lens care'),
    ]),
  ],
  projects: [
    {
      id: 'c.starter',
      title: 'Starter',
      description: 'x',
      difficulty: 'beginner',
      estimatedHours: 5,
      technologies: [],
      skillIds: ['c.core'],
    },
  ],
};
const fresh: Definition = {
  title: 'Lighthouse Keeper',
  summary: 'Keeps ships safe.',
  skills: [
    skill('c.lamps', 'Lamps', [
      resource('c.lamps.r1', 'Lens care'),
      resource('c.lamps.r2', 'Fresnel lenses'),
    ]),
    skill('c.weather', 'Weather', [resource('c.weather.r1', 'Reading the sky')]),
  ],
  projects: [],
};

describe('regenerating a shared career keeps progress (docs/product.md §4 Generated careers)', () => {
  it('keeps ids by name and title, and keeps dropped items someone has progress on', async () => {
    const used = new Set(['c.core', 'c.lamps.r2', 'c.lamps.r1', 'c.starter']);
    const inUse = async (_kind: string, ids: readonly string[]) => new Set(ids.filter((id) => used.has(id)));
    const kept = await keepProgress(old, fresh, inUse, 'g1');
    const lamps = kept.skills.find((s) => s.id === 'c.lamps');
    // "Lens care" keeps its old id (and progress); the new "Fresnel lenses" gets a new id, not r2's
    expect(lamps?.resources.map((r) => [r.title, r.id])).toEqual([
      ['Lens care', 'c.lamps.r2'],
      ['Fresnel lenses', 'c.lamps.g1.r2'],
      ['Old lamp guide', 'c.lamps.r1'],
    ]);
    // the placeholder skill someone completed stays, after the new ones; so does the started project
    expect(kept.skills.map((s) => s.id)).toEqual(['c.lamps', 'c.weather', 'c.core']);
    expect(kept.projects.map((p) => p.id)).toEqual(['c.starter']);
  });

  it('drops old items nobody touched', async () => {
    const kept = await keepProgress(old, fresh, async () => new Set(), 'g2');
    expect(kept.skills.map((s) => s.id)).toEqual(['c.lamps', 'c.weather']);
    expect(kept.skills[0]?.resources.map((r) => r.id)).toEqual(['c.lamps.r2', 'c.lamps.g2.r2']);
    expect(kept.projects).toEqual([]);
  });
});
