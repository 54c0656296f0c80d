import { PAGES } from '../../shared/pages.ts';

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;
type Page = (typeof PAGES)[number];

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * Every client-side URL, derived from the page table (src/shared/pages.ts): `paths.localMarket` is
 * the path of the page named `local-market` (docs/product.md §2 Route table).
 */
export const paths = {
  home: '/',
  ...Object.fromEntries(PAGES.map((page) => [camel(page.name), page.path])),
} as { home: '/' } & { readonly [P in Page as Camel<P['name']>]: P['path'] };

export const occupationPath = (code: string) => paths.occupation.replace(':code', encodeURIComponent(code));

/** A skill of the roadmap, its details open (docs/product.md §2 Skills). */
export const skillPath = (id: string) => `${paths.skills}?skill=${encodeURIComponent(id)}`;

/**
 * The applications board with "Add a job" open, for a real posting the user found; the job title
 * filled in when one is given (docs/decisions.md S64: "Track a real posting instead").
 */
export const trackPostingPath = (title?: string) =>
  `${paths.applications}?add=1${title ? `&title=${encodeURIComponent(title)}` : ''}`;

/** The study plan section of the Skills page. */
export const studyPlanPath = `${paths.skills}#study-plan`;

/** docs/product.md §2 Layout: navigation in this order, from the page table. */
export const NAV_ITEMS: ReadonlyArray<{ to: string; label: string }> = PAGES.flatMap((page) =>
  'nav' in page ? [{ to: page.path, label: page.nav }] : [],
);

/** A job posting the user brought in (docs/product.md §2 Posting). */
export const postingPath = (id: string) => paths.posting.replace(':id', encodeURIComponent(id));
