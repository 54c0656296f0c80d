/** docs/product.md §9 Date format: short month, day, year, en-US. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export function formatSalary(usd: number): string {
  return `$${Math.round(usd / 1000)}K`;
}
