/**
 * Every page of the web app, named once (docs/product.md §2 Route table, docs/architecture.md Web):
 * its name (the file `src/web/app/routes/<name>.tsx` that renders it), its path, whether it renders
 * inside the layout (top bar, and a redirect to onboarding until onboarding is done), its label in
 * the navigation (in this order) and the reads it makes on its first render (docs/decisions.md S45).
 * The router, the navigation, `paths`, the server's page shell and the first-paint reads all derive
 * from this table. Pure data: no I/O, no zod.
 */
import { type ApiRead, apiReads } from './api-reads.ts';

/** Reads a page makes once the user and the goal are known (see page-reads.ts). */
export type FollowUpRead = 'city-market' | 'occupation' | 'occupation-region';

export interface Page {
  readonly name: string;
  readonly path: string;
  /** Inside the layout: the top bar, and a redirect to /onboarding until onboarding is done. */
  readonly layout: boolean;
  /** Its link in the main navigation, if it has one. */
  readonly nav?: string;
  /** What it reads on its first render with nothing but the session (besides the user). */
  readonly firstReads: readonly ApiRead[];
  /** What it reads once the user and the goal are known. */
  readonly followUps?: readonly FollowUpRead[];
}

const { goal, applications, about, plan } = apiReads;

export const PAGES = [
  {
    name: 'onboarding',
    path: '/onboarding',
    layout: false,
    firstReads: [goal, apiReads.careers, apiReads.catalogStats, about],
  },
  { name: 'career-discovery', path: '/career-discovery', layout: false, firstReads: [] },
  { name: 'sign-in', path: '/sign-in', layout: false, firstReads: [] },
  { name: 'sign-up', path: '/sign-up', layout: false, firstReads: [] },
  { name: 'forgot-password', path: '/forgot-password', layout: false, firstReads: [] },
  { name: 'reset-password', path: '/reset-password', layout: false, firstReads: [] },
  { name: 'verify-email', path: '/verify-email', layout: false, firstReads: [] },
  { name: 'occupation', path: '/occupations/:code', layout: false, firstReads: [] },
  {
    name: 'dashboard',
    path: '/dashboard',
    layout: true,
    nav: 'Dashboard',
    firstReads: [goal, applications, about, plan, apiReads.resume],
    followUps: ['city-market', 'occupation'],
  },
  {
    name: 'skills',
    path: '/skills',
    layout: true,
    nav: 'Skills',
    firstReads: [goal, plan],
    followUps: ['city-market'],
  },
  // About says whether a model does the work: the tools' names (docs/decisions.md S92)
  { name: 'projects', path: '/projects', layout: true, nav: 'Projects', firstReads: [goal, about] },
  {
    name: 'resume',
    path: '/resume',
    layout: true,
    nav: 'Resume',
    firstReads: [goal, apiReads.resume, about],
  },
  {
    name: 'local-market',
    path: '/local-market',
    layout: true,
    nav: 'Local Market',
    firstReads: [goal, applications, apiReads.marketCities, apiReads.staticMarket('', 'all')],
    followUps: ['city-market', 'occupation-region'],
  },
  // job postings the user brought in, each with its requirements and gap (docs/decisions.md S112)
  { name: 'postings', path: '/postings', layout: true, nav: 'Postings', firstReads: [apiReads.postings] },
  { name: 'posting', path: '/postings/:id', layout: true, firstReads: [goal, plan] },
  {
    name: 'applications',
    path: '/applications',
    layout: true,
    nav: 'Applications',
    firstReads: [applications],
  },
  {
    name: 'profile',
    path: '/profile',
    layout: true,
    nav: 'Profile',
    firstReads: [goal, applications, apiReads.xpHistory],
  },
] as const satisfies readonly Page[];

export type PageName = (typeof PAGES)[number]['name'];

/** Whether a page's path (with `:param` segments) matches a path segment by segment. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/**
 * The page a path shows: the page whose path matches it ("/postings/abc" is the posting), else the
 * page whose path has the same first segment ("/" shows the dashboard).
 */
export function pageAt(path: string): Page | undefined {
  const clean = path.split(/[?#]/)[0] ?? '';
  const exact = PAGES.find((page) => matches(page.path, clean));
  if (exact) return exact;
  const first = clean.split('/')[1] || 'dashboard'; // "/" redirects to the dashboard
  return PAGES.find((page) => page.path.split('/')[1] === first);
}
