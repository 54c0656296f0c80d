// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstReads, followUpReads, routeOf, SEED_ELEMENT_ID } from '../../shared/page-reads.ts';
import { AppProvider } from '../app/provider.tsx';
import { buildUser } from '../testing/fixtures.ts';
import { fakeApi } from '../testing/render.tsx';
import { useMe } from './me.ts';
import { queryKeys } from './query-keys.ts';

function Greeting() {
  const me = useMe();
  const goal = useQuery({
    queryKey: queryKeys.goal,
    queryFn: () => fetch('/api/me/goal').then((r) => r.json()),
  });
  return (
    <p>
      {me.data ? `Hello ${me.data.name}` : 'Loading'}, goal {goal.data ? 'known' : 'unknown'}
    </p>
  );
}

function embed(json: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SEED_ELEMENT_ID;
  element.textContent = json;
  document.body.append(element);
}

afterEach(() => document.getElementById(SEED_ELEMENT_ID)?.remove());

describe('answers embedded in the page (docs/decisions.md S45)', () => {
  it('are shown at the first render without a request', () => {
    const api = fakeApi(() => ({ status: 500 }));
    embed(
      JSON.stringify([
        [['me'], buildUser({ name: 'Ada' })],
        [['goal'], { goal: null }],
      ]),
    );
    render(
      <AppProvider>
        <Greeting />
      </AppProvider>,
    );
    expect(screen.getByText('Hello Ada, goal known')).toBeTruthy();
    expect(api.requests).toEqual([]);
    // read once: the element leaves the page
    expect(document.getElementById(SEED_ELEMENT_ID)).toBeNull();
  });

  it('are ignored when unreadable, and the page fetches as usual', async () => {
    const api = fakeApi((request) =>
      request.path === '/api/me' ? { json: buildUser({ name: 'Grace' }) } : undefined,
    );
    embed('{not json');
    render(
      <AppProvider>
        <Greeting />
      </AppProvider>,
    );
    expect(await screen.findByText(/Hello Grace/)).toBeTruthy();
    expect(api.requests.map((r) => r.path)).toContain('/api/me');
  });

  it("use the web app's own query keys", () => {
    const keys: readonly (readonly (string | number)[])[] = [
      queryKeys.me,
      queryKeys.goal,
      queryKeys.applications,
      queryKeys.careers,
      queryKeys.catalogStats,
      queryKeys.about,
      queryKeys.plan,
      queryKeys.resume,
      queryKeys.marketCities,
      queryKeys.xpHistory,
      queryKeys.market.static('', 'all'),
      queryKeys.market.city('Austin, TX', '', 'all'),
      queryKeys.occupation('15-1254.00'),
      queryKeys.occupationRegion('15-1254.00'),
    ];
    const known = new Set(keys.map((key) => JSON.stringify(key)));
    const answers = {
      me: { onboarded: true, location: { city: 'Austin', state: 'TX' } },
      goal: { goal: { career: { occupationCode: '15-1254.00' } } },
    };
    const routes = [
      'onboarding',
      'dashboard',
      'skills',
      'projects',
      'resume',
      'local-market',
      'applications',
      'profile',
    ];
    for (const route of routes) {
      expect(routeOf(`/${route}`)).toBe(route);
      for (const read of [...firstReads(route), ...followUpReads(route, answers)])
        expect(known, `${route}: ${read.url}`).toContain(JSON.stringify(read.key));
    }
  });
});
