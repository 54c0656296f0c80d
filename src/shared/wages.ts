import type { FigureDto } from './occupation.api.ts';

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
const cents = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** BLS OEWS May 2024's top-coding cap: "#" in its files means this much or more (docs/decisions.md S52). */
export const TOP_CODED = { annual: 239_200, hourly: 115 } as const;

/**
 * A BLS wage a year as people read it (docs/product.md §3 Occupations): "$93,600"; a top-coded
 * figure ("#" in the BLS file) as "$239,200 or more" (the release's cap), never as a number it is
 * not; "not published" when BLS has none.
 */
export function formatWage(value: FigureDto, cap: number = TOP_CODED.annual): string {
  if (typeof value === 'number') return dollars(value);
  if (value === 'top') return `${dollars(cap)} or more`;
  return 'not published';
}

/** An hourly BLS wage: "$23.33", "$115.00 or more" when top-coded. */
export function formatHourlyWage(value: FigureDto, cap: number = TOP_CODED.hourly): string {
  if (typeof value === 'number') return cents(value);
  if (value === 'top') return `${cents(cap)} or more`;
  return 'not published';
}

/**
 * Openings a year from BLS projections, which round to thousands with one decimal: a 0 means
 * fewer than 50, not none.
 */
export function formatOpenings(value: number | null): string {
  if (value === null) return 'not published';
  return value < 50 ? 'fewer than 50' : formatCount(value);
}

/** "+4.9%" or "-2.0%": BLS projected change over ten years. */
export function formatChange(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}
