import { describe, expect, it } from 'vitest';
import { PRACTICE_KINDS } from '../../shared/career-content.schema.ts';
import { SOFTWARE_TRACKS } from '../../shared/practice-template.schema.ts';
import { starterStack } from '../ai/local/starter-kits.ts';
import { loadCuratedCareers, loadFamilyPacks, loadPracticeTemplates } from './career-content.ts';

// docs/decisions.md S83: the project generator's templates are data, one file per practice kind
const templates = loadPracticeTemplates();
const kindTemplates = [...templates.kinds.values()];
const PLACEHOLDER = /\{([^}]*)\}/g;

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe('practice templates', () => {
  it('have one file per practice kind, so every kind a family or curated career uses has a template', () => {
    expect([...templates.kinds.keys()].sort()).toEqual([...PRACTICE_KINDS].sort());
    const used = new Set([
      ...loadFamilyPacks().flatMap(({ data }) =>
        [data, ...data.subFamilies].flatMap((p) => p.practice.map((i) => i.kind)),
      ),
      ...loadCuratedCareers().flatMap(({ data }) => data.practice.map((i) => i.kind)),
    ]);
    for (const kind of used) expect(templates.kinds.has(kind), kind).toBe(true);
  });

  it('use only the {occupation} and {exam} placeholders, and {exam} only in the practice-exam plan', () => {
    for (const template of kindTemplates)
      for (const text of texts(template))
        for (const [, name] of text.matchAll(PLACEHOLDER)) {
          expect(['occupation', 'exam'], `${template.kind}: ${text}`).toContain(name);
          if (name === 'exam') expect(template.kind).toBe('practice-exam');
        }
    expect(templates.general.note).toContain('{occupation}');
    for (const text of texts(templates.software)) expect(text, text).not.toMatch(PLACEHOLDER);
  });

  it('give every difficulty its own tasks, none repeated, and a log with a date column', () => {
    for (const t of kindTemplates) {
      const tasks = [...t.tasks.beginner, ...t.tasks.intermediate, ...t.tasks.advanced];
      expect(new Set(tasks).size, t.kind).toBe(tasks.length);
      expect(t.log.columns[0], t.kind).toBe('Date');
      expect(new Set(t.checklist).size, t.kind).toBe(t.checklist.length);
    }
  });

  it('general pack uses kinds that have templates and fit most jobs', () => {
    for (const kind of templates.general.kinds) expect(templates.kinds.has(kind)).toBe(true);
    expect(templates.general.kinds).not.toContain('clinical-hours');
  });

  it('software archetypes cover every track; only design and product are field practice', () => {
    expect(Object.keys(templates.software.tracks).sort()).toEqual([...SOFTWARE_TRACKS].sort());
    const fallbacks: string[] = [];
    for (const [track, archetypes] of Object.entries(templates.software.tracks))
      for (const a of archetypes) {
        expect(a.kind !== undefined, `${track}: ${a.title}`).toBe(track === 'design' || track === 'product');
        const choice = starterStack(a.tech);
        if (!a.kind && choice.fallbackFrom)
          fallbacks.push(`${track}: ${choice.fallbackFrom} → ${choice.stack}`);
      }
    // S84: these archetypes name technologies Waymark writes no starter for; each README says so
    expect(fallbacks).toEqual([
      'mobile: Kotlin, Swift → react-ts',
      'mobile: Swift, Kotlin → react-ts',
      'infra: Docker, GitHub Actions, Linux → node',
      'infra: Terraform, AWS, Docker → node',
      'infra: Kubernetes → node',
      'qa: Test Case Design, Jira → web',
      'qa: k6, Playwright, Grafana → web',
      'game: C#, Unity → web',
      'game: Unity, C# → web',
      'game: Unreal Engine → web',
      'blockchain: Solidity, Foundry → node',
      'blockchain: Solidity, Foundry → node',
    ]);
  });
});
