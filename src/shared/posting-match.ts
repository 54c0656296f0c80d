/**
 * What a posting's match counts (docs/product.md §5 Posting match), for the server's match and the
 * page's counts alike. Pure, with no zod: the web app imports it at run time.
 */
import type { RequirementKind } from './postings.schema.ts';

/**
 * docs/decisions.md S125: a physical demand or a condition of hire is shown but not counted in the
 * match, since no resume or roadmap shows it; the person confirms it themselves.
 */
export const countsInMatch = (kind: RequirementKind) => kind !== 'physical' && kind !== 'condition';
