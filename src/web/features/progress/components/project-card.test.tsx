// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildProject, buildSkill, buildUser, earnings } from '../../../testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../testing/render.tsx';
import { ProjectCard } from './project-card.tsx';

const skills = ['Python', 'SQL', 'Statistics', 'Tableau'].map((name) =>
  buildSkill({ id: name.toLowerCase(), name }),
);
const project = buildProject({ skills: skills.map((s) => s.id) });
const statusAnswer = () => ({ json: earnings(buildUser(), [{ amount: 75, reason: 'Project started' }]) });

describe('ProjectCard', () => {
  it('shows the title, difficulty, hours and three skill names, then "+N more"', () => {
    fakeApi(() => undefined);
    renderWithApp(<ProjectCard project={project} skills={skills} onDetails={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Weather Dashboard' })).toBeTruthy();
    expect(screen.getByText('intermediate')).toBeTruthy();
    expect(screen.getByText('12h')).toBeTruthy();
    for (const name of ['Python', 'SQL', 'Statistics']) expect(screen.getByText(name)).toBeTruthy();
    expect(screen.queryByText('Tableau')).toBeNull();
    expect(screen.getByText('+1 more')).toBeTruthy();
  });

  it('on the dashboard, Start Project starts it and celebrates the XP', async () => {
    const server = fakeApi(({ method }) => (method === 'PUT' ? statusAnswer() : undefined));
    renderWithApp(<ProjectCard project={project} skills={skills} compact onDetails={() => {}} />, {
      me: buildUser(),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start Project' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        { method: 'PUT', path: '/api/me/projects/weather-dashboard/status', body: { status: 'started' } },
      ]),
    );
    expect(await screen.findByText('+75 XP')).toBeTruthy();
  });

  it('on the dashboard, a started project offers Continue Project, which opens the details', () => {
    const server = fakeApi(() => undefined);
    const onDetails = vi.fn();
    renderWithApp(
      <ProjectCard project={{ ...project, isStarted: true }} skills={skills} compact onDetails={onDetails} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue Project' }));
    expect(onDetails).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Start Project' })).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it('on the projects page, shows the status buttons, the page extras and View Details', async () => {
    const server = fakeApi(({ method }) => (method === 'PUT' ? statusAnswer() : undefined));
    const onDetails = vi.fn();
    renderWithApp(
      <ProjectCard
        project={project}
        skills={skills}
        onDetails={onDetails}
        extra={<button type="button">Starter Code</button>}
      />,
      { me: buildUser() },
    );
    expect(screen.getByRole('button', { name: 'Start Project' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Starter Code' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View Details' }));
    expect(onDetails).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Mark Complete' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        { method: 'PUT', path: '/api/me/projects/weather-dashboard/status', body: { status: 'completed' } },
      ]),
    );
  });

  it('shows a completed project as Completed, with a reset', () => {
    fakeApi(() => undefined);
    renderWithApp(
      <ProjectCard
        project={{ ...project, isStarted: true, isCompleted: true }}
        skills={skills}
        onDetails={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Completed' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Reset Weather Dashboard' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).toBeNull();
  });
});
