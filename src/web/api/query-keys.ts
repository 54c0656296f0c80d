import { apiReads, readFamilies } from '../../shared/api-reads.ts';
import type { JobFilter } from '../../shared/constants.ts';

/**
 * Every TanStack Query key of the web app, taken from the one table of reads
 * (src/shared/api-reads.ts, which also holds each read's URL), so a write names exactly what it
 * refreshes and two screens never cache one answer under two keys. A key is a prefix of the
 * keys under it: invalidating `market.all` refreshes every market.
 */
export const queryKeys = {
  me: apiReads.me.key,
  goal: apiReads.goal.key,
  xpHistory: apiReads.xpHistory.key,
  careers: apiReads.careers.key,
  catalogStats: apiReads.catalogStats.key,
  careerSearch: (q: string) => apiReads.careerSearch(q).key,
  chat: apiReads.chat.key,
  resume: apiReads.resume.key,
  applications: apiReads.applications.key,
  postings: apiReads.postings.key,
  posting: (id: string) => apiReads.posting(id).key,
  plan: apiReads.plan.key,
  market: {
    all: readFamilies.market,
    city: (city: string, q: string, type: JobFilter) => apiReads.cityMarket(city, q, type).key,
    static: (q: string, type: JobFilter) => apiReads.staticMarket(q, type).key,
  },
  marketCities: apiReads.marketCities.key,
  boardPostings: apiReads.boardPostings.key,
  occupations: readFamilies.occupations,
  occupation: (code: string) => apiReads.occupation(code).key,
  occupationRegion: (code: string) => apiReads.occupationRegion(code).key,
  about: apiReads.about.key,
  generatedResume: apiReads.generatedResume.key,
  generatedProjects: apiReads.generatedProjects.key,
  interviews: apiReads.interviews.key,
} as const;

/** Mutations other code waits for by key. */
export const mutationKeys = {
  settings: ['settings'],
} as const;
