import type { CareerDefinition, CareerDraft } from '../../shared/career.ts';
import { normalizeTitle } from '../../shared/matching.ts';
import type { AiGateway, Caller } from '../ai/gateway.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { TooManyRequests } from '../errors.ts';
import type { GeneratedCareerRow, GeneratedCareersRepository } from './generated-careers.repository.ts';

function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'item'
  );
}

/** Gives a draft stable ids derived from its title key (unique across generated careers). */
export function assignIds(titleKey: string, draft: CareerDraft): Omit<CareerDefinition, 'id'> {
  const prefix = `custom-${slugify(titleKey)}`;
  const used = new Set<string>();
  const unique = (base: string) => {
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
  const skills = draft.skills.map((s) => {
    const id = unique(`${prefix}.${slugify(s.name)}`);
    return { ...s, id, resources: s.resources.map((r, i) => ({ ...r, id: `${id}.r${i + 1}` })) };
  });
  const byName = new Map(skills.map((s) => [s.name.toLowerCase(), s.id]));
  return {
    title: draft.title,
    summary: draft.summary,
    skills,
    projects: draft.projects.map(({ skills: names, ...p }) => ({
      ...p,
      id: unique(`${prefix}.${slugify(p.title)}`),
      skillIds: names.map((n) => byName.get(n.toLowerCase())).filter((x): x is string => x !== undefined),
    })),
  };
}

function fromRow(row: GeneratedCareerRow): CareerDefinition {
  return { ...row.definition, id: row.id };
}

export interface CareerDirectoryDeps {
  catalog: CatalogService;
  generated: GeneratedCareersRepository;
  gateway: AiGateway;
  /** New careers one user may add to the shared cache in 24 hours, and how many they added. */
  newCareersPerDay: number;
  careersGeneratedSince: (userId: string, since: Date) => Promise<number>;
  clock: () => Date;
}

/**
 * Every career a goal can point at: built-in paths (ids 1-15) and careers generated for custom
 * titles (ids from 1000), cached by lowercase trimmed title and shared by all users.
 */
export function createCareerDirectory({
  catalog,
  generated,
  gateway,
  newCareersPerDay,
  careersGeneratedSince,
  clock,
}: CareerDirectoryDeps) {
  return {
    async get(id: number): Promise<CareerDefinition | undefined> {
      const builtIn = catalog.career(id);
      if (builtIn) return builtIn;
      const row = await generated.findById(id);
      return row ? fromRow(row) : undefined;
    },

    /**
     * docs/product.md §1: a built-in career matched by title first; else the cache; else the gateway generates
     * one (provider, local engine, or the §8 fallback career).
     */
    async resolveTitle(caller: Caller, title: string, signal?: AbortSignal) {
      const builtIn = catalog.findByTitle(title);
      if (builtIn) return { careerId: builtIn.id, title: builtIn.title, source: 'builtin' as const };
      const titleKey = normalizeTitle(title);
      const cached = await generated.findByKey(titleKey);
      // a cached fallback is retried when a provider is configured now
      if (cached && !(cached.source === 'fallback' && gateway.mode === 'provider')) {
        return { careerId: cached.id, title: cached.title, source: cached.source };
      }
      // each new title adds a shared career (and fresh roadmap items): bounded per user and day
      const since = new Date(clock().getTime() - 86_400_000);
      if ((await careersGeneratedSince(caller.id, since)) >= newCareersPerDay) {
        throw new TooManyRequests(
          `You have created ${newCareersPerDay} new career paths today. Choose one of them or a built-in path, or try a new title tomorrow.`,
          3_600,
        );
      }
      const result = await gateway.generateCareer(caller, title, signal);
      const definition = assignIds(titleKey, result.value);
      const row = cached
        ? await generated.replace(cached.id, { title: result.value.title, source: result.source, definition })
        : await generated.insert({ titleKey, title: result.value.title, source: result.source, definition });
      const stored = row ?? cached;
      if (!stored) throw new Error('generated career could not be stored');
      return {
        careerId: stored.id,
        title: stored.title,
        source: stored.source,
        ...(result.notice ? { notice: result.notice } : {}),
      };
    },
  };
}

export type CareerDirectory = ReturnType<typeof createCareerDirectory>;
