// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../testing/render.tsx';
import { ProjectGeneratorCard } from './project-generator.tsx';

describe('ProjectGeneratorCard', () => {
  it('shows a free user the disabled generator and never asks for generated projects', () => {
    const server = fakeApi(() => undefined);
    renderWithApp(<ProjectGeneratorCard />, { me: buildUser() });
    expect(screen.getByRole('button', { name: 'Upgrade to Access Project Generator' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('Upgrade to Access Project Generator', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it('lets a premium user open the generator and reads their generated projects', async () => {
    const server = fakeApi(({ method, path }) =>
      method === 'GET' && path === '/api/me/generated-projects' ? { json: [] } : undefined,
    );
    renderWithApp(<ProjectGeneratorCard />, { me: buildUser({ isPremium: true }) });
    expect(screen.getByRole('button', { name: 'Open Generator' })).toHaveProperty('disabled', false);
    await waitFor(() =>
      expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/me/generated-projects']),
    );
  });
});
