import { isUnitedStates, usStateName } from './us-states.ts';
import type { Location } from './user.schema.ts';

/**
 * docs/product.md §5 Location input: "city, state, country" split on commas, each part trimmed;
 * a missing state is empty and a missing country is US. Null when no city is given.
 */
export function parseLocation(input: string): Location | null {
  return fromParts(locationParts(input));
}

const locationParts = (input: string) => input.split(',').map((p) => p.trim().replace(/\s+/g, ' '));

function fromParts([city = '', state = '', country = '', ...rest]: string[]): Location | null {
  if (!city) return null;
  const extra = rest.filter(Boolean);
  return { city, state, country: [country, ...extra].filter(Boolean).join(', ') || 'US' };
}

export function formatLocation(location: Pick<Location, 'city' | 'state'>): string {
  return [location.city, location.state].filter(Boolean).join(', ');
}

/** A place name: letters (any script), spaces, hyphens, apostrophes and periods, 2 to 60 characters. */
const PLACE = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]{0,58}[\p{L}\p{M}.]$/u;

let countries: Map<string, string> | undefined;
/** Every region name the runtime knows in English ("Germany", "Canada"), and its two-letter code. */
function knownCountry(text: string): string | null {
  if (!countries) {
    countries = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    for (let a = 65; a <= 90; a++)
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        if (!name || name === code) continue;
        countries.set(name.toLowerCase(), name);
        countries.set(code.toLowerCase(), name);
      }
    countries.set('uk', 'United Kingdom');
    countries.set('england', 'United Kingdom');
    countries.set('scotland', 'United Kingdom');
    countries.set('wales', 'United Kingdom');
  }
  return countries.get(text.trim().toLowerCase()) ?? null;
}

/**
 * docs/decisions.md S62: a location Waymark can use: a U.S. city with its state (two-letter code or
 * name), or a city in a country it knows. Anything else gets the reason, and is not stored.
 */
export function checkLocation(input: string): { location: Location } | { problem: string } {
  const parts = locationParts(input);
  const location = fromParts(parts);
  if (!location) return { problem: 'Enter a city, e.g. "Austin, TX, US"' };
  if (!PLACE.test(location.city))
    return {
      problem: `"${location.city.slice(0, 60)}" does not look like a city name. Use letters only, e.g. "Austin, TX".`,
    };
  // "Toronto, Canada": a second part that names a country, not a U.S. state, is the country
  const countryGiven = parts.slice(2).some(Boolean);
  if (!countryGiven && !usStateName(location.state)) {
    const country = knownCountry(location.state);
    if (country && !isUnitedStates(location.state))
      return { location: { city: location.city, state: '', country } };
  }
  if (isUnitedStates(location.country)) {
    if (!location.state)
      return { problem: `Add the state: "${location.city}, IL" (its two-letter code or its name).` };
    if (!usStateName(location.state))
      return {
        problem: `"${location.state.slice(0, 40)}" is not a U.S. state. Use its two-letter code or name, e.g. "${location.city}, TX".`,
      };
    return { location };
  }
  const country = knownCountry(location.country);
  if (!country)
    return {
      problem: `"${location.country.slice(0, 60)}" is not a country Waymark knows. Use its English name, e.g. "Toronto, ON, Canada".`,
    };
  if (location.state && !PLACE.test(location.state))
    return { problem: `"${location.state.slice(0, 40)}" does not look like a state or region name.` };
  return { location: { ...location, country } };
}
