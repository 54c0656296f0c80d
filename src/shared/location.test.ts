import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLocation, parseLocation } from './location.ts';

describe('location parsing (docs/product.md §5)', () => {
  it('splits "city, state, country" and fills the defaults', () => {
    expect(parseLocation('Austin, TX, USA')).toEqual({ city: 'Austin', state: 'TX', country: 'USA' });
    expect(parseLocation('  Austin ,  TX ')).toEqual({ city: 'Austin', state: 'TX', country: 'US' });
    expect(parseLocation('Berlin')).toEqual({ city: 'Berlin', state: '', country: 'US' });
    expect(parseLocation('Berlin, , Germany')).toEqual({ city: 'Berlin', state: '', country: 'Germany' });
  });

  it('refuses an empty or blank city', () => {
    expect(parseLocation('')).toBeNull();
    expect(parseLocation('   ')).toBeNull();
    expect(parseLocation(' , TX')).toBeNull();
  });

  it('never throws and always trims, for any input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const parsed = parseLocation(input);
        if (parsed) {
          expect(parsed.city).toBe(parsed.city.trim());
          expect(parsed.city.length).toBeGreaterThan(0);
          expect(parsed.country.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('formats as "City, ST"', () => {
    expect(formatLocation({ city: 'Fremont', state: 'CA' })).toBe('Fremont, CA');
    expect(formatLocation({ city: 'Berlin', state: '' })).toBe('Berlin');
  });
});
