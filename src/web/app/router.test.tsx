// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
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
