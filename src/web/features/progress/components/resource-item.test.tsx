// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildResource, buildUser, earnings } from '../../../testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../testing/render.tsx';
import { ResourceItem } from './resource-item.tsx';

const completionAnswer = () => ({
  json: earnings(buildUser(), [{ amount: 10, reason: 'Resource completed' }]),
});

describe('ResourceItem', () => {
  it('links the resource in a new tab and says what it is', () => {
    fakeApi(() => undefined);
    renderWithApp(
      <ul>
        <ResourceItem resource={buildResource()} />
      </ul>,
    );
    const link = screen.getByRole('link', { name: /Python for Everybody/ });
    expect(link.getAttribute('href')).toBe('https://example.com/python');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('(opens in a new tab)')).toBeTruthy();
    expect(screen.getByText(/Coursera · 20 hours/)).toBeTruthy();
  });

  it('marks an open resource complete', async () => {
    const server = fakeApi(({ method }) => (method === 'PUT' ? completionAnswer() : undefined));
    renderWithApp(
      <ul>
        <ResourceItem resource={buildResource()} />
      </ul>,
      { me: buildUser() },
    );
    const toggle = screen.getByRole('button', { name: 'Mark Complete' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(server.writes()).toEqual([
        { method: 'PUT', path: '/api/me/resources/python-course/completion', body: { completed: true } },
      ]),
    );
    expect(await screen.findByText('+10 XP')).toBeTruthy();
  });

  it('shows a completed resource as pressed, and a click opens it again', async () => {
    const server = fakeApi(({ method }) => (method === 'PUT' ? { json: earnings(buildUser()) } : undefined));
    renderWithApp(
      <ul>
        <ResourceItem resource={buildResource({ isCompleted: true })} />
      </ul>,
      { me: buildUser() },
    );
    const toggle = screen.getByRole('button', { name: 'Completed' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(server.writes()).toEqual([
        { method: 'PUT', path: '/api/me/resources/python-course/completion', body: { completed: false } },
      ]),
    );
  });
});
