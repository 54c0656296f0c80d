import type { CareerDefinition, CareerDraft } from '../../shared/career.ts';
import type { ResolvedCareer, ResolveResult } from '../../shared/catalog.api.ts';
import { normalizeTitle } from '../../shared/matching.ts';
import type { AiGateway, Caller } from '../ai/gateway.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { NotFound, ServiceUnavailable, TooManyRequests } from '../errors.ts';
import { occupationCareerId } from '../occupations/occupation-roadmap.ts';
import type { Occupations } from '../occupations/occupations.service.ts';
import type { GeneratedCareerRow, GeneratedCareersRepository } from './generated-careers.repository.ts';
import { keepProgress } from './keep-progress.ts';

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
    const id = s.id ?? unique(`${prefix}.${slugify(s.name)}`);
    return { ...s, id, resources: s.resources.map((r, i) => ({ ...r, id: r.id ?? `${id}.r${i + 1}` })) };
  });
  const byName = new Map(skills.map((s) => [s.name.toLowerCase(), s.id]));
  return {
    title: draft.title,
    summary: draft.summary,
    ...(draft.occupationCode ? { occupationCode: draft.occupationCode } : {}),
    skills,
    projects: draft.projects.map(({ skills: names, ...p }) => ({
      ...p,
      id: unique(`${prefix}.${slugify(p.title)}`),
      skillIds: names.map((n) => byName.get(n.toLowerCase())).filter((x): x is string => x !== undefined),
    })),
  };
}

/** How fully a generated roadmap was made: a model's, the local engine's, or the basic fallback. */
const MADE_BY_RANK: Record<GeneratedCareerRow['source'], number> = { provider: 2, local: 1, fallback: 0 };

function fromRow(row: GeneratedCareerRow): CareerDefinition {
  return { ...row.definition, id: row.id, source: row.source };
}

export interface CareerDirectoryDeps {
  catalog: CatalogService;
  occupations: Occupations;
  generated: GeneratedCareersRepository;
  gateway: AiGateway;
  /** New careers one user may add to the shared cache in 24 hours, and how many they added. */
  newCareersPerDay: number;
  careersGeneratedSince: (userId: string, since: Date) => Promise<number>;
  /** Which items anyone has progress on: a regenerated career keeps them (keep-progress.ts). */
  itemsInUse: (kind: 'skill' | 'resource' | 'project', ids: readonly string[]) => Promise<Set<string>>;
  clock: () => Date;
}

/**
 * Every career a goal can point at: built-in paths (ids 1-15), O*NET occupation roadmaps (ids from
 * 10,000,000, the code's digits) and careers generated for titles that name nothing real (ids from
 * 1000), cached by lowercase trimmed title and shared by all users.
 */
export function createCareerDirectory({
  catalog,
  occupations,
  generated,
  gateway,
  newCareersPerDay,
  careersGeneratedSince,
  itemsInUse,
  clock,
}: CareerDirectoryDeps) {
  /** docs/product.md §9: each new or regenerated career counts toward the user's careers a day. */
  async function checkDailyLimit(caller: Caller) {
    const since = new Date(clock().getTime() - 86_400_000);
    if ((await careersGeneratedSince(caller.id, since)) >= newCareersPerDay) {
      throw new TooManyRequests(
        `You have created ${newCareersPerDay} new career paths today. Choose one of them or a built-in path, or try a new title tomorrow.`,
        3_600,
      );
    }
  }

  /**
   * Generates a career for a stored row again, keeping everyone's progress on it. docs/product.md §4
   * Generated careers: a roadmap is only replaced by one made at least as well (a model's by a
   * model's, the local engine's by the local engine's or a model's) and never by the basic path, so
   * a failed attempt leaves the stored roadmap as it is (`replaced: false`) for everyone sharing it.
   */
  async function regenerate(caller: Caller, row: GeneratedCareerRow, signal?: AbortSignal) {
    const result = await gateway.generateCareer(caller, row.title, signal);
    if (result.source === 'fallback' || MADE_BY_RANK[result.source] < MADE_BY_RANK[row.source]) {
      return { stored: row, definition: row.definition, notice: result.notice, replaced: false };
    }
    const fresh = assignIds(row.titleKey, result.value);
    const definition = await keepProgress(row.definition, fresh, itemsInUse, clock().getTime().toString(36));
    const stored = await generated.replace(row.id, {
      title: result.value.title,
      source: result.source,
      definition,
    });
    return { stored: stored ?? row, definition, notice: result.notice, replaced: true };
  }

  const occupationOf = (code: string | undefined) => {
    const o = code ? occupations.get(code) : undefined;
    return o ? { code: o.code, title: o.title } : null;
  };

  function fromOccupation(code: string): ResolvedCareer {
    const o = occupations.get(code);
    const career = o && occupations.career(occupationCareerId(o.code));
    if (!o || !career) throw new NotFound(`A roadmap for occupation ${code}`);
    return { careerId: career.id, title: career.title, source: 'occupation', occupation: occupationOf(code) };
  }

  const resolvedFrom = (
    stored: GeneratedCareerRow,
    definition: Omit<CareerDefinition, 'id'>,
    notice?: string,
  ): ResolvedCareer => ({
    careerId: stored.id,
    title: stored.title,
    source: stored.source,
    occupation: occupationOf(definition.occupationCode),
    ...(notice ? { notice } : {}),
    ...(stored.source === 'fallback' ? { canRetry: gateway.mode === 'provider' } : {}),
  });

  async function generate(caller: Caller, title: string, signal?: AbortSignal): Promise<ResolvedCareer> {
    const titleKey = normalizeTitle(title);
    const cached = await generated.findByKey(titleKey);
    // a cached fallback is retried when a provider is configured now
    if (cached && !(cached.source === 'fallback' && gateway.mode === 'provider')) {
      return resolvedFrom(cached, cached.definition);
    }
    // each new title adds a shared career (and fresh roadmap items): bounded per user and day
    await checkDailyLimit(caller);
    if (cached) {
      const { stored, definition, notice } = await regenerate(caller, cached, signal);
      return resolvedFrom(stored, definition, notice);
    }
    const result = await gateway.generateCareer(caller, title, signal);
    const definition = assignIds(titleKey, result.value);
    const stored = await generated.insert({
      titleKey,
      title: result.value.title,
      source: result.source,
      definition,
    });
    return resolvedFrom(stored, definition, result.notice);
  }

  return {
    async get(id: number): Promise<CareerDefinition | undefined> {
      const builtIn = catalog.career(id);
      if (builtIn)
        return { ...builtIn, occupationCode: occupations.codeOfCareer(builtIn), source: 'builtin' };
      const occupation = occupations.career(id);
      if (occupation) return occupation;
      const row = await generated.findById(id);
      return row ? fromRow(row) : undefined;
    },

    /**
     * docs/product.md §4 Generated careers: a user asks for a fresh roadmap of a generated career
     * (shared by everyone who chose its title); everyone's progress is kept.
     */
    async refresh(caller: Caller, careerId: number, signal?: AbortSignal): Promise<ResolvedCareer> {
      const row = await generated.findById(careerId);
      if (!row) throw new NotFound(`A generated career with id ${careerId}`);
      await checkDailyLimit(caller);
      const { stored, definition, notice, replaced } = await regenerate(caller, row, signal);
      if (!replaced) {
        throw new ServiceUnavailable(
          'A fresh roadmap could not be made right now, so your roadmap is unchanged. Try again later.',
          60,
        );
      }
      return resolvedFrom(stored, definition, notice);
    },

    /** An occupation's roadmap, chosen from "did you mean" or the occupation's page. */
    resolveCode: fromOccupation,

    /**
     * docs/product.md §1 and §5 Title resolution: a built-in career by title; else the one O*NET
     * occupation the title names; else "did you mean" choices; only a title that names nothing real,
     * or one the user chose as typed over the choices, is generated (provider, local engine from the
     * nearest occupation, or the §8 fallback career).
     */
    async resolveTitle(
      caller: Caller,
      title: string,
      signal?: AbortSignal,
      { asTyped = false }: { asTyped?: boolean } = {},
    ): Promise<ResolveResult> {
      // the user saw the choices and chose the title as typed (docs/product.md §5 Title resolution)
      if (asTyped) return generate(caller, title, signal);
      const builtIn = catalog.findByTitle(title);
      if (builtIn) {
        return {
          careerId: builtIn.id,
          title: builtIn.title,
          source: 'builtin',
          occupation: occupationOf(occupations.codeOfCareer(builtIn)),
        };
      }
      const found = occupations.resolve(title);
      if (found.kind === 'match') {
        const { option } = found;
        if (option.kind === 'career') {
          return {
            careerId: option.careerId,
            title: option.title,
            source: 'builtin',
            occupation: occupationOf(option.code ?? undefined),
          };
        }
        if (option.code) return fromOccupation(option.code);
      }
      if (found.kind === 'choices') return { choices: found.options };
      return generate(caller, title, signal);
    },
  };
}

export type CareerDirectory = ReturnType<typeof createCareerDirectory>;
