/**
 * What each page reads from the API before it can show anything (docs/decisions.md S45), derived
 * from the page table (src/shared/pages.ts) and the table of reads (src/shared/api-reads.ts). The
 * server answers these reads in-process and embeds the answers in the page it sends; the web app
 * puts them in its query cache under `key` before its first render, so a page does not wait for its
 * own requests. The keys are the web app's own (its hooks read the same table). Pure data: no I/O.
 */
import { type ApiRead, apiReads } from './api-reads.ts';
import { type FollowUpRead, PAGES, type Page, pageAt } from './pages.ts';

export { SEED_ELEMENT_ID } from './constants.ts';

export type PageRead = ApiRead;

/** The route name of a path: the file in src/web/app/routes that renders it, or null. */
export function routeOf(path: string): string | null {
  return pageAt(path)?.name ?? null;
}

const pageNamed = (route: string | null): Page | undefined => PAGES.find((page) => page.name === route);

/** Whether a route renders inside the layout (its top bar, and a redirect until onboarding is done). */
export const isLayoutRoute = (route: string | null) => pageNamed(route)?.layout === true;

/** The reads a page makes on its first render that need nothing but the session. */
export function firstReads(route: string | null): PageRead[] {
  return [apiReads.me, ...(pageNamed(route)?.firstReads ?? [])];
}

interface Answers {
  me?: { onboarded?: boolean; location?: { city: string; state: string } | null };
  goal?: { goal?: { career?: { occupationCode?: string | null } } | null };
}

/** The reads a page makes once the user and the goal are known (their keys name them). */
export function followUpReads(route: string | null, answers: Answers): PageRead[] {
  const page = pageNamed(route);
  // a layout page of a user not yet onboarded redirects; its reads would never be used
  if (!page || (page.layout && answers.me?.onboarded !== true)) return [];
  const code = answers.goal?.goal?.career?.occupationCode;
  // the market of the user's city: the dashboard's and the skills page's demand cards, the market page
  const location = answers.me?.location;
  const city = location ? [location.city, location.state].filter(Boolean).join(', ') : '';
  const readOf: Record<FollowUpRead, () => PageRead | null> = {
    'city-market': () => (city ? apiReads.cityMarket(city, '', 'all') : null),
    occupation: () => (code ? apiReads.occupation(code) : null),
    'occupation-region': () => (code ? apiReads.occupationRegion(code) : null),
  };
  return (page.followUps ?? []).flatMap((name) => readOf[name]() ?? []);
}
