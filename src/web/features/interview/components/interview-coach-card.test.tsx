// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../testing/fixtures.ts';
import { fakeApi, LOCAL_ABOUT, renderWithApp } from '../../../testing/render.tsx';
import { InterviewCoachCard } from './interview-coach-card.tsx';

describe('InterviewCoachCard', () => {
  it('shows a free user the upgrade prompt and never asks for interview sessions', () => {
    const server = fakeApi(() => undefined);
    renderWithApp(<InterviewCoachCard />, { me: buildUser() });
    expect(screen.getByRole('button', { name: 'Practice Interview' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Upgrade to Premium')).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('says "AI" only when a model does the work (docs/decisions.md D17, S92)', () => {
    fakeApi(() => undefined);
    const { unmount } = renderWithApp(<InterviewCoachCard />, { me: buildUser() });
    expect(screen.getByRole('heading', { name: 'Interview Coach' })).toBeTruthy();
    expect(screen.queryByText(/AI/)).toBeNull();
    unmount();
    renderWithApp(<InterviewCoachCard />, {
      me: buildUser(),
      about: { ...LOCAL_ABOUT, ai: 'provider', provider: 'OpenAI', model: 'gpt-4o-mini' },
    });
    expect(screen.getByRole('heading', { name: 'AI Interview Coach' })).toBeTruthy();
  });

  it('opens the coach for a premium user, who may read past sessions', async () => {
    const server = fakeApi(({ method, path }) =>
      method === 'GET' && path === '/api/me/interviews' ? { json: [] } : undefined,
    );
    renderWithApp(<InterviewCoachCard />, { me: buildUser({ isPremium: true }) });
    fireEvent.click(screen.getByRole('button', { name: 'Practice Interview' }));
    expect(screen.getByRole('dialog', { name: 'Interview Coach' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Interview Practice' })).toBeTruthy();
    await waitFor(() =>
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/me/interviews']),
    );
  });
});
