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

  // docs/product.md §2 Interview Coach, docs/decisions.md S80
  it.each([
    {
      who: "a nurse's field, its technical question as field knowledge",
      field: {
        family: {
          id: 'healthcare-practitioners',
          title: 'Healthcare practitioners and technical occupations',
        },
        subFamily: { id: 'healthcare-practitioners.nursing', title: 'Nursing' },
        note: null,
      },
      line: 'Questions for your field: Healthcare practitioners and technical occupations · Nursing',
      badge: 'field knowledge',
    },
    {
      who: 'the note for a goal with no family data',
      field: {
        family: null,
        subFamily: null,
        note: 'Waymark has no question bank for this field yet, so these are general questions every interview asks.',
      },
      line: 'Waymark has no question bank for this field yet, so these are general questions every interview asks.',
      badge: 'technical',
    },
  ])('shows $who', async ({ field, line, badge }) => {
    const session = {
      id: '6f1c1f43-4d0e-4f5b-9a1e-2b7e2f5c9d10',
      jobTitle: 'Registered Nurse',
      difficulty: 'easy',
      questions: [
        {
          id: 'q1',
          question: 'Explain the rights of medication administration and how you use them.',
          category: 'technical',
          difficulty: 'easy',
          tips: ['Name each right and the check it stands for.'],
        },
      ],
      startedAt: '2026-03-02T15:00:00.000Z',
      completedAt: null,
      overallScore: null,
      field,
    };
    fakeApi(({ method, path }) =>
      method === 'GET' && path === '/api/me/interviews'
        ? { json: [] }
        : method === 'POST' && path === '/api/me/interviews'
          ? { status: 201, json: session }
          : undefined,
    );
    renderWithApp(<InterviewCoachCard />, { me: buildUser({ isPremium: true }) });
    fireEvent.click(screen.getByRole('button', { name: 'Practice Interview' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start Interview Practice' }));
    expect(await screen.findByText('Question 1 of 1')).toBeTruthy();
    expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByText(badge, { exact: true })).toBeTruthy();
  });
});
