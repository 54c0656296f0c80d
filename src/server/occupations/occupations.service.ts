/**
 * The occupations (docs/product.md §3 Occupations): Waymark's copy of O*NET and BLS, and the roadmap
 * built for each occupation, composed with title resolution (title-resolution.ts), Career Discovery
 * (discovery.ts) and what an occupation's pages show (occupation-facts.ts).
 */
import type { CareerDefinition } from '../../shared/career.ts';
import type { Background } from '../../shared/career-match.ts';
import type { CatalogCareer } from '../../shared/catalog.schema.ts';
import type { Location } from '../../shared/user.schema.ts';
import { BUILT_IN_OCCUPATIONS } from './builtin-occupations.ts';
import { createDiscovery } from './discovery.ts';
import { loadOccupationData } from './occupation-data.ts';
import { createOccupationFacts } from './occupation-facts.ts';
import { buildOccupationRoadmap, occupationCodeOf } from './occupation-roadmap.ts';
import { createTitleResolution } from './title-resolution.ts';

function createOccupationsNow({ careers }: { careers: readonly CatalogCareer[] }) {
  const { data, states } = loadOccupationData();
  const byCode = new Map(data.occupations.map((o) => [o.code, o]));
  const roadmaps = new Map<string, ReturnType<typeof buildOccupationRoadmap>>();

  function roadmap(code: string) {
    if (!roadmaps.has(code)) {
      const occupation = byCode.get(code);
      roadmaps.set(code, occupation ? buildOccupationRoadmap(occupation, { data, byCode, careers }) : null);
    }
    return roadmaps.get(code) ?? null;
  }

  const titles = createTitleResolution({ data, careers, roadmap });
  const facts = createOccupationFacts({
    data,
    states,
    byCode,
    careers,
    roadmap,
  });

  return {
    data,
    discover: createDiscovery(data),
    get: (code: string) => byCode.get(code),
    count: data.occupations.length,

    /** The occupation a career is about: its own for occupation roadmaps, the named one for built-ins. */
    codeOfCareer(career: Pick<CareerDefinition, 'id' | 'occupationCode'>): string | undefined {
      return career.occupationCode ?? BUILT_IN_OCCUPATIONS[career.id] ?? occupationCodeOf(career.id);
    },

    /** An occupation roadmap by its career id, or undefined. */
    career(careerId: number): CareerDefinition | undefined {
      const code = occupationCodeOf(careerId);
      const built = code ? roadmap(code) : null;
      if (!built || !code) return undefined;
      const { ratingsFrom: _r, ...career } = built;
      return { ...career, occupationCode: code, source: 'occupation' };
    },
    roadmap,
    ...titles,
    ...facts,
  };
}

type OccupationsNow = ReturnType<typeof createOccupationsNow>;

/**
 * The occupations, loaded on first use (docs/decisions.md S34): the server starts without parsing
 * the data, and the first request that needs it pays about a tenth of a second once.
 */
export function createOccupations(deps: { careers: readonly CatalogCareer[] }) {
  let instance: OccupationsNow | undefined;
  const now = () => {
    instance ??= createOccupationsNow(deps);
    return instance;
  };
  return {
    get data() {
      return now().data;
    },
    get count() {
      return now().count;
    },
    get: (code: string) => now().get(code),
    discover: (background: Background, limit?: number) => now().discover(background, limit),
    codeOfCareer: (career: Pick<CareerDefinition, 'id' | 'occupationCode'>) =>
      career.occupationCode ??
      BUILT_IN_OCCUPATIONS[career.id] ??
      (occupationCodeOf(career.id) ? now().codeOfCareer(career) : undefined),
    career: (careerId: number) => (occupationCodeOf(careerId) ? now().career(careerId) : undefined),
    roadmap: (code: string) => now().roadmap(code),
    suggest: (query: string, limit: number) => now().suggest(query, limit),
    resolve: (title: string) => now().resolve(title),
    nearestDraft: (title: string) => now().nearestDraft(title),
    regional: (code: string, location: Location | null) => now().regional(code, location),
    facts: (code: string, location: Location | null) => now().facts(code, location),
    detail: (code: string, location: Location | null) => now().detail(code, location),
  } satisfies Record<keyof OccupationsNow, unknown>;
}

export type Occupations = ReturnType<typeof createOccupations>;
