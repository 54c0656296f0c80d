import { describe, expect, it } from 'vitest';
import { locationMessage } from './location-note.tsx';

const samples = [
  { city: 'Austin', state: 'TX' },
  { city: 'New York', state: 'NY' },
];

describe('the location note claims only the data that exists for the place (S62)', () => {
  it('names the sample listings only for a sample city', () => {
    expect(locationMessage({ city: 'Austin', state: 'Texas', country: 'US' }, samples)).toBe(
      'Real BLS pay for Texas is on your dashboard. Sample job listings and market trends for Austin, Texas are shown too, marked as samples.',
    );
  });

  it('says there are no listings for a city without samples', () => {
    expect(locationMessage({ city: 'Chicago', state: 'IL', country: 'US' }, samples)).toBe(
      'Real BLS pay for Illinois is on your dashboard. Waymark has no job listings for Chicago, IL yet.',
    );
  });

  it('says the figures are national U.S. ones abroad', () => {
    expect(locationMessage({ city: 'Toronto', state: '', country: 'Canada' }, samples)).toBe(
      'Waymark has U.S. figures only: your pay and outlook figures are national U.S. ones, not Canada’s.',
    );
  });
});
