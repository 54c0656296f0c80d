import type { JobFilter } from '../../shared/catalog.api.ts';

/**
 * Every TanStack Query key of the web app, in one place, so a write names exactly what it
 * refreshes and two screens never cache one answer under two keys. A key is a prefix of the
 * keys under it: invalidating `market.all` refreshes every market.
 */
export const queryKeys = {
  me: ['me'],
  /** The current goal with its roadmap and the user's progress on it. */
  goal: ['goal'],
  xpHistory: ['xp-history'],
  careers: ['careers'],
  catalogStats: ['catalog-stats'],
  careerSearch: (q: string) => ['career-search', q.trim().toLowerCase()] as const,
  chat: ['chat'],
  resume: ['resume'],
  applications: ['applications'],
  /** The study plan settings (the plan is computed from them and the goal). */
  plan: ['plan'],
  market: {
    all: ['market'],
    city: (city: string, q: string, type: JobFilter) =>
      ['market', 'city', city.toLowerCase(), q, type] as const,
    static: (q: string, type: JobFilter) => ['market', 'static', q, type] as const,
  },
  marketCities: ['market-cities'],
  /** An occupation's page data; its state figures depend on the user's location. */
  occupations: ['occupation'],
  occupation: (code: string) => ['occupation', code] as const,
  about: ['about'],
  // premium results (docs/product.md §6): read only while the user is premium
  generatedResume: ['generated-resume'],
  generatedProjects: ['generated-projects'],
  interviews: ['interviews'],
} as const;

/** Mutations other code waits for by key. */
export const mutationKeys = {
  settings: ['settings'],
} as const;
