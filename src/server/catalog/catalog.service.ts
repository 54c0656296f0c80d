import type {
  CareerDetail,
  CareerSummary,
  CatalogStats,
  Job,
  JobFilter,
  Market,
  MarketCity,
} from '../../shared/catalog.api.ts';
import type { CatalogCareer, CatalogJob, CityMarket } from '../../shared/catalog.schema.ts';
import { jobMatchesText, normalizeTitle } from '../../shared/matching.ts';
import type { FieldCatalogue } from './career-content.ts';
import { careerPaths } from './careers/index.ts';
import { cityMarkets, staticSanFranciscoMarket } from './cities.ts';
import { defaultRoleProfile, roleProfiles, SELECTABLE_ROLES } from './role-profiles.ts';

function summarize(career: CatalogCareer): CareerSummary {
  return {
    id: career.id,
    title: career.title,
    summary: career.summary,
    skillCount: career.skills.length,
    resourceCount: career.skills.reduce((n, s) => n + s.resources.length, 0),
    projectCount: career.projects.length,
  };
}

/** Every spelling a user may type for a city: "Austin, TX", "austin, texas", "Austin". */
function cityKeys(market: { city: string; state: string; stateName: string }): string[] {
  const city = market.city.toLowerCase();
  return [city, `${city}, ${market.state.toLowerCase()}`, `${city}, ${market.stateName.toLowerCase()}`];
}

export function normalizeCity(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/, (us|usa|united states)$/, '');
}

export interface CatalogServiceDeps {
  careers?: readonly CatalogCareer[];
  cities?: readonly CityMarket[];
  /** The curated careers and families, read on the first request for statistics (career-content.ts). */
  fields?: () => FieldCatalogue;
}

/** The built-in catalogue: read-only, in memory, validated by the catalogue tests. */
export function createCatalogService({
  careers = careerPaths,
  cities = cityMarkets,
  fields,
}: CatalogServiceDeps = {}) {
  const byId = new Map(careers.map((c) => [c.id, c]));
  const byTitle = new Map(careers.map((c) => [normalizeTitle(c.title), c]));
  const summaries = careers.map(summarize);
  const cityIndex = new Map(cities.flatMap((m) => cityKeys(m).map((k) => [k, m] as const)));
  const jobIndex = new Map(
    [...cities.flatMap((m) => m.jobs), ...staticSanFranciscoMarket.jobs].map((job) => [job.id, job] as const),
  );
  let stats: Omit<CatalogStats, 'occupations'> | undefined;
  /** docs/decisions.md D15: counts of the built-in paths with the curated careers and their practice. */
  function countStats(): Omit<CatalogStats, 'occupations'> {
    const field = fields?.();
    return {
      careerPaths: careers.length,
      skills: new Set([
        ...careers.flatMap((c) => c.skills.map((s) => s.name.toLowerCase())),
        ...(field?.skillNames ?? []),
      ]).size,
      projects: careers.reduce((n, c) => n + c.projects.length, 0) + (field?.practice ?? 0),
      curatedCareers: field?.curatedCareers ?? 0,
      families: field?.families ?? 0,
      fieldPicks: field?.fieldPicks ?? [],
    };
  }

  const presentJob = (job: CatalogJob): Job => job;

  function presentMarket(
    source: {
      city: string;
      state: string;
      summary: Market['summary'];
      jobs: CatalogJob[];
      trends: Market['trends'];
    },
    isStatic: boolean,
    filter: { q?: string | undefined; type: JobFilter },
  ): Market {
    const jobs = source.jobs
      .filter((job) => jobMatchesText(job, filter.q ?? ''))
      .filter((job) =>
        filter.type === 'all' ? true : filter.type === 'remote' ? job.isRemote : job.type === 'full-time',
      )
      .map(presentJob);
    return {
      city: source.city,
      state: source.state,
      label: `${source.city}, ${source.state}`,
      isStatic,
      summary: source.summary,
      trends: source.trends,
      jobs,
      totalListed: source.jobs.length,
    };
  }

  return {
    stats: () => {
      stats ??= countStats();
      return stats;
    },
    listCareers: (): CareerSummary[] => summaries,
    /** The raw catalogue career (with slug and project skill ids). */
    career: (id: number): CatalogCareer | undefined => byId.get(id),
    getCareer(id: number): CareerDetail | undefined {
      const career = byId.get(id);
      if (!career) return undefined;
      const { slug: _slug, ...detail } = career;
      return detail;
    },
    /** docs/product.md §1: a built-in career is matched by title first. */
    findByTitle(title: string): CatalogCareer | undefined {
      return byTitle.get(normalizeTitle(title));
    },
    /** A sample job of any market (city or static set). */
    findJob(id: string): Job | undefined {
      const job = jobIndex.get(id);
      return job ? presentJob(job) : undefined;
    },
    roleProfiles: () => ({
      selectableRoles: [...SELECTABLE_ROLES],
      profiles: roleProfiles,
      defaultProfile: defaultRoleProfile,
    }),
    marketCities: (): MarketCity[] =>
      cities.map((m) => ({ city: m.city, state: m.state, label: `${m.city}, ${m.state}` })),
    findCity(input: string): CityMarket | undefined {
      return cityIndex.get(normalizeCity(input));
    },
    market(city: string, filter: { q?: string | undefined; type: JobFilter }): Market | undefined {
      const found = cityIndex.get(normalizeCity(city));
      return found ? presentMarket(found, false, filter) : undefined;
    },
    staticMarket(filter: { q?: string | undefined; type: JobFilter }): Market {
      return presentMarket({ city: 'San Francisco', state: 'CA', ...staticSanFranciscoMarket }, true, filter);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
