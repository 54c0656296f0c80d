// @vitest-environment jsdom
import { skipToken, useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentGoal } from '../../../../shared/goal.schema.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { buildGoal, buildSkill, buildUser, earnings, unlocked } from '../../../testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../testing/render.tsx';
import { SkillStatusButton } from './skill-status-button.tsx';

/** The button as the Skills page shows it: the skill comes from the cached roadmap. */
function FromRoadmap() {
  const goal = useQuery<CurrentGoal>({ queryKey: queryKeys.goal, queryFn: skipToken });
  const skill = goal.data?.goal?.skills[0];
  return skill ? <SkillStatusButton skill={skill} /> : null;
}

describe('SkillStatusButton', () => {
  it('labels each status: Start Learning, Mark Complete, Completed', () => {
    fakeApi(() => undefined);
    const { rerender } = renderWithApp(<SkillStatusButton skill={buildSkill()} />);
    expect(screen.getByRole('button', { name: 'Start Learning: Python' })).toHaveProperty(
      'textContent',
      'Start Learning',
    );
    expect(screen.queryByRole('button', { name: 'Reset Python to not started' })).toBeNull();

    rerender(<SkillStatusButton skill={buildSkill({ inProgress: true })} />);
    expect(screen.getByRole('button', { name: 'Mark Complete: Python' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Reset Python to not started' })).toBeTruthy();

    rerender(<SkillStatusButton skill={buildSkill({ isCompleted: true })} />);
    expect(screen.getByRole('button', { name: 'Completed: Python' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Reset Python to not started' })).toBeTruthy();
  });

  it('starts the skill at once, asks the server, and celebrates what it earned', async () => {
    let answer: (value: unknown) => void = () => {};
    const server = fakeApi(({ method, path }) =>
      method === 'PUT' && path === '/api/me/skills/python/status'
        ? new Promise((resolve) => {
            answer = () =>
              resolve({
                json: earnings(
                  buildUser({ xp: 75 }),
                  [{ amount: 25, reason: 'Started Python' }],
                  [unlocked('first-skill')],
                ),
              });
          })
        : undefined,
    );
    const { client } = renderWithApp(<FromRoadmap />, { me: buildUser(), goal: buildGoal() });

    fireEvent.click(screen.getByRole('button', { name: 'Start Learning: Python' }));
    // optimistic: the roadmap shows the new status before the server answers
    expect(await screen.findByRole('button', { name: 'Mark Complete: Python' })).toBeTruthy();
    expect(server.writes()).toEqual([
      { method: 'PUT', path: '/api/me/skills/python/status', body: { status: 'in_progress' } },
    ]);

    answer(null);
    expect(await screen.findByText('+25 XP')).toBeTruthy();
    expect(screen.getByText('Achievement unlocked: First Skill Started')).toBeTruthy();
    await waitFor(() => expect(client.getQueryData(queryKeys.me)).toMatchObject({ xp: 75 }));
  });

  it('resets a started skill to not started', async () => {
    const server = fakeApi(({ method }) => (method === 'PUT' ? { json: earnings(buildUser()) } : undefined));
    renderWithApp(<SkillStatusButton skill={buildSkill({ inProgress: true })} />, { me: buildUser() });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Python to not started' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        { method: 'PUT', path: '/api/me/skills/python/status', body: { status: 'not_started' } },
      ]),
    );
  });

  it('puts the roadmap back and says why when the server refuses', async () => {
    fakeApi(() => ({
      status: 404,
      json: { error: { code: 'not_found', message: 'That skill is not on your roadmap.' } },
    }));
    renderWithApp(<FromRoadmap />, { me: buildUser(), goal: buildGoal() });
    fireEvent.click(screen.getByRole('button', { name: 'Start Learning: Python' }));
    expect(await screen.findByText('That skill is not on your roadmap.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start Learning: Python' })).toBeTruthy();
  });
});
