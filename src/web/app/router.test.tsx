// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { routeOf } from '../../shared/page-reads.ts';
import { PAGES } from '../../shared/pages.ts';
import { NAV_ITEMS, occupationPath, paths, postingPath } from '../config/paths.ts';
import { buildUser } from '../testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../testing/render.tsx';
import { AppRoutes, ErrorBoundary, preloadPage } from './router.tsx';

function Broken(): never {
  throw new Error('a page failed to render');
}

describe('the page error boundary (docs/product.md §8, D18)', () => {
  it('shows the error screen instead of a blank page, reports the error, and tries again on another page', async () => {
    const api = fakeApi(() => ({ status: 204 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="/dashboard">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(api.requests.some((r) => r.method === 'POST' && r.path === '/api/client-errors')).toBe(true),
    );
    rerender(
      <ErrorBoundary resetKey="/skills">
        <p>Skills</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Skills')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
  });
});

describe('the first render of the page the browser opened (docs/decisions.md S46)', () => {
  it('has the page at once once preloaded: nothing suspends, so nothing painted is hidden again', async () => {
    fakeApi(() => undefined);
    await preloadPage('/sign-in');
    renderWithApp(
      <MemoryRouter initialEntries={['/sign-in']}>
        <AppRoutes />
      </MemoryRouter>,
      { me: buildUser() },
    );
    // no await between the render and the query: the page is in the first commit
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });

  it('ignores a path that is no page', async () => {
    await expect(preloadPage('/no-such-page')).resolves.toBeUndefined();
  });
});

describe('the page table (src/shared/pages.ts): a page is named once', () => {
  it('gives every page a route module, and every route module a page', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync('src/web/app/routes').filter(
      (f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'),
    );
    const pageFiles = PAGES.map((p) => `${p.name}.tsx`);
    expect(files.filter((f) => !pageFiles.includes(f)).sort()).toEqual(['error-screen.tsx', 'layout.tsx']);
    for (const file of pageFiles) expect(files).toContain(file);
  });

  it("draws index.html's first-paint top bar with the navigation of the table", async () => {
    const { readFileSync } = await import('node:fs');
    const html = readFileSync('src/web/index.html', 'utf8');
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)]
      .map(([, to, label]) => ({ to, label }))
      .filter(({ to }) => to !== '/');
    expect(links).toEqual(NAV_ITEMS);
  });

  it('sends every path of the table to its page', () => {
    expect(paths.localMarket).toBe('/local-market');
    expect(occupationPath('15-1254.00')).toBe('/occupations/15-1254.00');
    for (const page of PAGES) expect(routeOf(page.path.replace(':code', 'x'))).toBe(page.name);
    expect(routeOf('/postings')).toBe('postings');
    expect(routeOf('/postings/2b4c1a9e-0000-4000-8000-000000000000')).toBe('posting');
    expect(postingPath('a b')).toBe('/postings/a%20b');
    expect(routeOf('/')).toBe('dashboard');
    expect(routeOf('/nowhere')).toBeNull();
  });
});
