// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GeneratedResume } from '../../../../shared/ai.schema.ts';
import { buildUser } from '../../../testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../testing/render.tsx';
import { ResumeGeneratorCard } from './premium-resume-cards.tsx';

const GENERATED: GeneratedResume = {
  text: 'JORDAN LEE\nBackend developer',
  goalTitle: 'Backend Developer',
  source: 'local',
  createdAt: '2026-01-06T10:00:00.000Z',
};

describe('ResumeGeneratorCard', () => {
  it('shows a free user the upgrade prompt and never asks for the premium result', () => {
    const server = fakeApi(() => undefined);
    renderWithApp(<ResumeGeneratorCard hasResume={false} title="AI Resume Generator" />, { me: buildUser() });
    expect(screen.getByRole('button', { name: 'Generate Optimized Resume' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('Upgrade to Premium')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it('reads and shows the generated resume of a premium user', async () => {
    const server = fakeApi(({ method, path }) =>
      method === 'GET' && path === '/api/me/resume/generated' ? { json: GENERATED } : undefined,
    );
    renderWithApp(<ResumeGeneratorCard hasResume={false} />, { me: buildUser({ isPremium: true }) });
    expect(await screen.findByText(/Backend developer/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download as PDF' }).getAttribute('href')).toBe(
      '/api/me/resume/generated/download?format=pdf',
    );
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/me/resume/generated']);
  });
});
