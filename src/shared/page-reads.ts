/**
 * What each page reads from the API before it can show anything (docs/decisions.md S45). The server
 * answers these reads in-process and embeds the answers in the page it sends; the web app puts them
 * in its query cache under `key` before its first render, so a page does not wait for its own
 * requests. Each key must equal the web app's key for the same read (src/web/api/query-keys.ts,
 * checked by src/web/api/seed.test.ts). Pure data: no I/O.
 */
export { SEED_ELEMENT_ID } from './constants.ts';

export interface PageRead {
  key: readonly (string | number)[];
  url: string;
}

/** The route name of a path: the file in src/web/app/routes that renders it, or null. */
export function routeOf(path: string): string | null {
  const first = path.split('/')[1] ?? '';
  if (first === '') return 'dashboard'; // "/" redirects to the dashboard
  if (first === 'occupations') return 'occupation';
  return ROUTES.has(first) ? first : null;
}

/** Pages inside the layout, which reads the user and redirects until onboarding is done. */
const LAYOUT_ROUTES = new Set([
  'dashboard',
  'skills',
  'projects',
  'resume',
  'local-market',
  'applications',
  'profile',
]);

const ROUTES = new Set(['onboarding', 'career-discovery', 'sign-in', 'sign-up', ...LAYOUT_ROUTES]);

/** Whether a route renders inside the layout (its top bar, and a redirect until onboarding is done). */
export const isLayoutRoute = (route: string | null) => route !== null && LAYOUT_ROUTES.has(route);

const read = (key: PageRead['key'], url: string): PageRead => ({ key, url });
const me = read(['me'], '/api/me');
const goal = read(['goal'], '/api/me/goal');
const applications = read(['applications'], '/api/me/applications');

/** The reads a page makes on its first render that need nothing but the session. */
export function firstReads(route: string | null): PageRead[] {
  if (route === null) return [me];
  const page: Record<string, PageRead[]> = {
    onboarding: [
      goal,
      read(['careers'], '/api/careers'),
      read(['catalog-stats'], '/api/catalog/stats'),
      read(['about'], '/api/about'),
    ],
    dashboard: [goal, applications, read(['about'], '/api/about'), read(['plan'], '/api/me/plan')],
    skills: [goal, read(['plan'], '/api/me/plan')],
    projects: [goal],
    resume: [goal, read(['resume'], '/api/me/resume')],
    'local-market': [
      goal,
      applications,
      read(['market-cities'], '/api/markets'),
      read(['market', 'static', '', 'all'], '/api/markets/static?type=all'),
    ],
    applications: [applications],
    profile: [goal, applications, read(['xp-history'], '/api/me/xp-history')],
  };
  return [me, ...(page[route] ?? [])];
}

interface Answers {
  me?: { onboarded?: boolean; location?: { city: string; state: string } | null };
  goal?: { goal?: { career?: { occupationCode?: string | null } } | null };
}

/** The reads a page makes once the user and the goal are known (their keys name them). */
export function followUpReads(route: string | null, answers: Answers): PageRead[] {
  // a layout page of a user not yet onboarded redirects; its reads would never be used
  if (route && LAYOUT_ROUTES.has(route) && answers.me?.onboarded !== true) return [];
  const code = answers.goal?.goal?.career?.occupationCode;
  const occupation = code ? `/api/occupations/${encodeURIComponent(code)}` : null;
  const reads: PageRead[] = [];
  // the market of the user's city: the dashboard's and the skills page's demand cards, the market page
  const location = answers.me?.location;
  const city = location ? [location.city, location.state].filter(Boolean).join(', ') : '';
  if (city && (route === 'dashboard' || route === 'skills' || route === 'local-market')) {
    const params = new URLSearchParams({ city, type: 'all' });
    reads.push(read(['market', 'city', city.toLowerCase(), '', 'all'], `/api/markets/city?${params}`));
  }
  if (route === 'dashboard' && occupation) reads.push(read(['occupation', code as string], occupation));
  if (route === 'local-market' && occupation)
    reads.push(read(['occupation', code as string, 'region'], `${occupation}/region`));
  return reads;
}
