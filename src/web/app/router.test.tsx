// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/render.tsx';
import { ErrorBoundary } from './router.tsx';

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
