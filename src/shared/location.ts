import type { Location } from './user.schema.ts';

/**
 * docs/product.md §5 Location input: "city, state, country" split on commas, each part trimmed;
 * a missing state is empty and a missing country is US. Null when no city is given.
 */
export function parseLocation(input: string): Location | null {
  const [city = '', state = '', country = '', ...rest] = input
    .split(',')
    .map((p) => p.trim().replace(/\s+/g, ' '));
  if (!city) return null;
  const extra = rest.filter(Boolean);
  return { city, state, country: [country, ...extra].filter(Boolean).join(', ') || 'US' };
}

export function formatLocation(location: Pick<Location, 'city' | 'state'>): string {
  return [location.city, location.state].filter(Boolean).join(', ');
}
