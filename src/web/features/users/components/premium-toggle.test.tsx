// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePremiumReadsEnabled } from '../../../api/me.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { buildUser, earnings, unlocked } from '../../../testing/fixtures.ts';
import { type FakeAnswer, fakeApi, renderWithApp } from '../../../testing/render.tsx';
import { PremiumToggle } from './premium-toggle.tsx';

/** Shows whether premium results may be read, as the premium queries see it. */
function PremiumReads() {
  return <p>premium reads {usePremiumReadsEnabled() ? 'on' : 'off'}</p>;
}

/** A settings endpoint whose answer the test releases when it wants. */
function settingsServer(reply: (body: { isPremium?: boolean }) => FakeAnswer) {
  let release: () => void = () => {};
  const server = fakeApi(({ method, path, body }) => {
    if (method !== 'PATCH' || path !== '/api/me/settings') return undefined;
    return new Promise<FakeAnswer>((resolve) => {
      release = () => resolve(reply(body as { isPremium?: boolean }));
    });
  });
  return { ...server, release: () => release() };
}

describe('PremiumToggle', () => {
  it('shows the current plan, "Test mode" on the control itself, and what pressing it does', () => {
    fakeApi(() => undefined);
    const { client } = renderWithApp(<PremiumToggle />, { me: buildUser() });
    const toggle = screen.getByRole('button', { name: /plan \(test mode\)/ });
    expect(toggle.textContent).toBe('FreeTest modeplan (test mode), press to switch to Premium');
    // "Test mode" is visible text, not only the screen-reader text or the tooltip
    const visible = within(toggle).getByText('Test mode');
    expect(visible.className).not.toContain('sr-only');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('title')).toBe('Test mode: switches the plan without any payment');

    client.setQueryData(queryKeys.me, buildUser({ isPremium: true }));
    return waitFor(() => {
      expect(toggle.textContent).toBe('PremiumTest modeplan (test mode), press to switch to Free');
      expect(toggle.getAttribute('aria-pressed')).toBe('true');
    });
  });

  it('switches to Premium at once, asks the server, and reads premium results only once it agrees', async () => {
    const server = settingsServer(() => ({
      json: earnings(buildUser({ isPremium: true }), [], [unlocked('premium-user')]),
    }));
    renderWithApp(
      <>
        <PremiumToggle />
        <PremiumReads />
      </>,
      { me: buildUser() },
    );
    expect(screen.getByText('premium reads off')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /plan \(test mode\)/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /plan \(test mode\)/ }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(server.writes()).toEqual([
      { method: 'PATCH', path: '/api/me/settings', body: { isPremium: true } },
    ]);
    // the flip is optimistic: the server has not said yes yet
    expect(screen.getByText('premium reads off')).toBeTruthy();

    server.release();
    expect(await screen.findByText('premium reads on')).toBeTruthy();
    expect(await screen.findByText('Achievement unlocked: Premium Member')).toBeTruthy();
  });

  it('switches back to Free when the server refuses, and says why', async () => {
    const server = settingsServer(() => ({
      status: 503,
      json: { error: { code: 'unavailable', message: 'Waymark is busy. Try again in a moment.' } },
    }));
    renderWithApp(<PremiumToggle />, { me: buildUser() });
    fireEvent.click(screen.getByRole('button', { name: /plan \(test mode\)/ }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    server.release();
    expect(await screen.findByText('Waymark is busy. Try again in a moment.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /plan \(test mode\)/ }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});
