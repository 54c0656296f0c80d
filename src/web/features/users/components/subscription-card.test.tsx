// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../testing/render.tsx';
import { SubscriptionCard } from './subscription-card.tsx';

describe('SubscriptionCard', () => {
  it('says "Test mode" in its title and on the upgrade button of a free user', () => {
    fakeApi(() => undefined);
    renderWithApp(<SubscriptionCard />, { me: buildUser() });
    const title = screen.getByRole('heading', { name: /Subscription/ });
    expect(within(title).getByText('Test mode')).toBeTruthy();
    expect(
      screen.getByText('Test mode: no payment is taken, and the plan can be switched back at any time.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium (test mode)' })).toBeTruthy();
  });

  it('says "Test mode" on the cancel button of a premium user', () => {
    fakeApi(() => undefined);
    renderWithApp(<SubscriptionCard />, { me: buildUser({ isPremium: true }) });
    expect(within(screen.getByRole('heading', { name: /Subscription/ })).getByText('Test mode')).toBeTruthy();
    expect(screen.getByText('Premium Monthly')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel Premium (test mode)' })).toBeTruthy();
  });
});
