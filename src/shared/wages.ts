import type { FigureDto } from './occupation.api.ts';

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/**
 * A BLS wage as people read it (docs/product.md §3 Occupations): "$93,600"; a top-coded figure
 * ("#" in the BLS file) as "over" the highest figure published beside it, never as a number;
 * "not published" when BLS has none.
 */
export function formatWage(value: FigureDto, publishedBeside: readonly FigureDto[] = []): string {
  if (typeof value === 'number') return dollars(value);
  if (value === 'top') {
    const highest = Math.max(...publishedBeside.filter((v): v is number => typeof v === 'number'));
    return Number.isFinite(highest) ? `over ${dollars(highest)}` : 'above BLS’s top-coded limit';
  }
  return 'not published';
}

/** "+4.9%" or "-2.0%": BLS projected change over ten years. */
export function formatChange(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}
