// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentGoal, Goal } from '../../../../shared/goal.schema.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { buildGoal, buildSkill, buildUser } from '../../../testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../testing/render.tsx';
import { EditableRoadmap } from './roadmap-editor.tsx';

const SKILLS = [
  buildSkill({ id: 'python', name: 'Python' }),
  buildSkill({ id: 'sql', name: 'SQL' }),
  buildSkill({ id: 'excel', name: 'Excel' }),
];

/** The page's part: the roadmap as cached, edited through the editor. */
function Harness() {
  const { data } = useQuery<CurrentGoal>({ queryKey: queryKeys.goal, queryFn: () => ({ goal: null }) });
  if (!data?.goal) return null;
  return (
    <EditableRoadmap goal={data.goal}>
      <p>Skill tree</p>
    </EditableRoadmap>
  );
}

function openEditor(goal: Goal = buildGoal({ skills: SKILLS })) {
  renderWithApp(<Harness />, { me: buildUser(), goal });
  fireEvent.click(screen.getByRole('button', { name: 'Edit roadmap' }));
}

const names = () =>
  screen.getAllByRole('listitem').map((li) =>
    li.textContent
      ?.replace(/^\d+\./, '')
      .replace('Your skill', '')
      .trim(),
  );

describe('EditableRoadmap', () => {
  it('opens the editor in place of the tree, focused on its heading, and closes back to the button', async () => {
    fakeApi(() => undefined);
    openEditor();
    const heading = screen.getByRole('heading', { name: 'Edit roadmap' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByText('Skill tree')).toBeNull();
    expect(names()).toEqual(['Python', 'SQL', 'Excel']);
    expect((screen.getByRole('button', { name: 'Move Python up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Excel down' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Reset to original' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Skill tree')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit roadmap' })),
    );
  });

  it('moves a skill down with a button, sends the whole order, and keeps focus on the moved skill', async () => {
    const server = fakeApi(({ method, body }) => {
      if (method !== 'PUT') return undefined;
      const order = (body as { skillIds: string[] }).skillIds;
      return {
        json: {
          goal: buildGoal({ edited: true, skills: order.flatMap((id) => SKILLS.filter((s) => s.id === id)) }),
        },
      };
    });
    openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Move Python down' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        { method: 'PUT', path: '/api/me/roadmap/order', body: { skillIds: ['sql', 'python', 'excel'] } },
      ]),
    );
    expect(names()).toEqual(['SQL', 'Python', 'Excel']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Python down' })),
    );
  });

  it('adds a skill by name and hours, and renames one', async () => {
    const own = buildSkill({ id: 'own-1', name: 'Snowflake', estimatedHours: 12, own: true, resources: [] });
    const server = fakeApi(({ method, body }) => {
      if (method === 'POST')
        return { status: 201, json: { goal: buildGoal({ edited: true, skills: [...SKILLS, own] }) } };
      if (method === 'PATCH') {
        const name = (body as { name: string }).name;
        return {
          json: {
            goal: buildGoal({
              edited: true,
              skills: [buildSkill({ id: 'python', name }), ...SKILLS.slice(1), own],
            }),
          },
        };
      }
      return undefined;
    });
    openEditor();
    fireEvent.change(screen.getByLabelText('Skill name'), { target: { value: ' Snowflake ' } });
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add skill' }));
    await waitFor(() => expect(names()).toEqual(['Python', 'SQL', 'Excel', 'Snowflake']));
    expect(screen.getByText('Your skill')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Rename Python' }));
    const input = screen.getByLabelText('New name for Python');
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.change(input, { target: { value: 'Python for data' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(names()[0]).toBe('Python for data'));
    expect(server.writes()).toEqual([
      { method: 'POST', path: '/api/me/roadmap/skills', body: { name: 'Snowflake', estimatedHours: 12 } },
      { method: 'PATCH', path: '/api/me/roadmap/skills/python', body: { name: 'Python for data' } },
    ]);
  });

  it('says why an add was refused, and asks before a reset', async () => {
    const server = fakeApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/me/roadmap/skills')
        return {
          status: 409,
          json: { error: { code: 'conflict', message: '“SQL” is on your roadmap already.' } },
        };
      if (method === 'POST' && path === '/api/me/roadmap/reset')
        return { json: { goal: buildGoal({ skills: SKILLS }) } };
      return undefined;
    });
    openEditor(buildGoal({ edited: true, skills: SKILLS }));
    fireEvent.change(screen.getByLabelText('Skill name'), { target: { value: 'sql' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add skill' }));
    expect((await screen.findByRole('alert')).textContent).toBe('“SQL” is on your roadmap already.');

    fireEvent.click(screen.getByRole('button', { name: 'Reset to original' }));
    expect(screen.getByText(/Your progress stays/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, reset' }));
    await waitFor(() =>
      expect(server.writes().at(-1)).toEqual({ method: 'POST', path: '/api/me/roadmap/reset', body: {} }),
    );
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Reset to original' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
  });
});
