import { describe, expect, it } from 'vitest';
import { sampleMarketsFit } from './sample-markets.ts';

describe('sample markets fit only software and data goals (S63)', () => {
  it('fits built-in paths and computer occupations, not an electrician or a nurse', () => {
    expect(sampleMarketsFit({ source: 'builtin', occupationCode: '15-1254.00' })).toBe(true);
    expect(sampleMarketsFit({ source: 'occupation', occupationCode: '15-1252.00' })).toBe(true);
    expect(sampleMarketsFit({ source: 'occupation', occupationCode: '47-2111.00' })).toBe(false);
    expect(sampleMarketsFit({ source: 'occupation', occupationCode: '29-1141.00' })).toBe(false);
    expect(sampleMarketsFit({ source: 'local', occupationCode: null })).toBe(false);
  });
});
