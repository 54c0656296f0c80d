/**
 * Every read of the API the web app caches, in one table: its TanStack Query key and its URL,
 * written once. The web app's hooks fetch `url` under `key`; the server answers a page's first
 * reads in-process and embeds them under the same `key` (docs/decisions.md S45), so the two can
 * never disagree. A key is a prefix of the keys under it: invalidating `['market']` refreshes every
 * market. Pure data: no I/O, no zod (pages load it, docs/decisions.md S46).
 */
import type { JobFilter } from './constants.ts';

export interface ApiRead {
  readonly key: readonly (string | number)[];
  readonly url: string;
}

const read = (key: ApiRead['key'], url: string): ApiRead => ({ key, url });

const occupationUrl = (code: string) => `/api/occupations/${encodeURIComponent(code)}`;
const marketQuery = (type: JobFilter, q: string) => ({ type, ...(q ? { q } : {}) });

export const apiReads = {
  me: read(['me'], '/api/me'),
  /** The current goal with its roadmap and the user's progress on it. */
  goal: read(['goal'], '/api/me/goal'),
  xpHistory: read(['xp-history'], '/api/me/xp-history'),
  careers: read(['careers'], '/api/careers'),
  catalogStats: read(['catalog-stats'], '/api/catalog/stats'),
  careerSearch: (q: string) =>
    read(['career-search', q.trim().toLowerCase()], `/api/careers/search?q=${encodeURIComponent(q)}`),
  chat: read(['chat'], '/api/me/chat'),
  resume: read(['resume'], '/api/me/resume'),
  applications: read(['applications'], '/api/me/applications'),
  /** The job postings the user brought in, newest first (docs/product.md §2 Postings). */
  postings: read(['postings'], '/api/me/postings'),
  posting: (id: string) => read(['postings', id], `/api/me/postings/${encodeURIComponent(id)}`),
  /** The study plan settings (the plan is computed from them and the goal). */
  plan: read(['plan'], '/api/me/plan'),
  /** Real postings from the user's job boards, best match first: the Dashboard's three (S97). */
  boardPostings: read(['board-postings'], '/api/me/jobs/postings?limit=3'),
  marketCities: read(['market-cities'], '/api/markets'),
  /** The market of a city ("Austin, TX"); the key ignores the case of the city. */
  cityMarket: (city: string, q: string, type: JobFilter) =>
    read(
      ['market', 'city', city.toLowerCase(), q, type],
      `/api/markets/city?${new URLSearchParams({ city, ...marketQuery(type, q) })}`,
    ),
  staticMarket: (q: string, type: JobFilter) =>
    read(['market', 'static', q, type], `/api/markets/static?${new URLSearchParams(marketQuery(type, q))}`),
  /** An occupation's page data; its state figures depend on the user's location. */
  occupation: (code: string) => read(['occupation', code], occupationUrl(code)),
  occupationRegion: (code: string) => read(['occupation', code, 'region'], `${occupationUrl(code)}/region`),
  about: read(['about'], '/api/about'),
  // premium results (docs/product.md §6): read only while the user is premium
  generatedResume: read(['generated-resume'], '/api/me/resume/generated'),
  generatedProjects: read(['generated-projects'], '/api/me/generated-projects'),
  interviews: read(['interviews'], '/api/me/interviews'),
} as const;

/** Keys that name a family of reads, for refreshing them all at once. */
export const readFamilies = {
  market: ['market'],
  occupations: ['occupation'],
} as const;
