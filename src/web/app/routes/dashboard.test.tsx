// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../shared/goal.schema.ts';
import type { BoardPosting } from '../../../shared/job-boards.schema.ts';
import type { User } from '../../../shared/user.schema.ts';
import {
  buildGoal,
  buildProject,
  buildResource,
  buildSkill,
  buildUser,
  unlocked,
} from '../../testing/fixtures.ts';
import { type FakeRequest, fakeApi, renderWithApp } from '../../testing/render.tsx';
import { Component as Dashboard } from './dashboard.tsx';

/** An electrician's roadmap: two skills (one done), three resources, two projects (one done). */
const electrician: Goal = buildGoal({
  career: {
    id: 9,
    title: 'Electrician',
    summary: 'Wires homes and businesses safely.',
    occupationCode: null,
    source: 'builtin',
    curated: false,
    family: null,
    ratingsNote: null,
  },
  skills: [
    buildSkill({
      id: 'code',
      name: 'Electrical Code',
      category: 'Concepts',
      isCompleted: true,
      resources: [buildResource({ id: 'nec', skillId: 'code', title: 'NEC Basics', isCompleted: true })],
    }),
    buildSkill({
      id: 'wiring',
      name: 'Residential Wiring',
      category: 'Tools',
      resources: [
        buildResource({
          id: 'w1',
          skillId: 'wiring',
          title: 'Wiring a Room',
          link: 'https://example.com/room',
        }),
        buildResource({ id: 'w2', skillId: 'wiring', title: 'Panel Safety' }),
      ],
    }),
  ],
  projects: [
    buildProject({ id: 'shed', title: 'Wire a Garden Shed', isCompleted: true, isStarted: true }),
    buildProject({ id: 'kitchen', title: 'Kitchen Circuit Plan', skills: ['wiring'] }),
  ],
});

function dashboardServer(
  ai: 'local' | 'provider',
  more: (r: FakeRequest) => { json: unknown } | undefined = () => undefined,
) {
  return fakeApi((request) => {
    const answer = more(request);
    if (answer) return answer;
    if (request.path === '/api/about')
      return { json: { version: '1.0.0', ai, provider: null, model: null, db: 'pglite', mail: false } };
    if (request.path === '/api/me/applications') return { json: [] };
    if (request.path === '/api/me/plan') return { json: { settings: null, plan: null } };
    return undefined;
  });
}

function renderDashboard(goal: Goal, me: User = buildUser()) {
  return renderWithApp(
    <MemoryRouter initialEntries={['/dashboard']}>
      <Dashboard />
    </MemoryRouter>,
    // About comes from the fake server here, as each test says whether a model is configured
    { me, goal, about: null },
  );
}

/** The card (a section) a heading names. */
const cardOf = (heading: string) =>
  screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement;

describe('the dashboard page (docs/product.md §2 Dashboard)', () => {
  it('shows the goal and the progress on it in counts and percent', async () => {
    dashboardServer('local');
    renderDashboard(electrician);
    expect(screen.getByRole('heading', { level: 1, name: 'Electrician' })).toBeTruthy();
    expect(screen.getByText('Wires homes and businesses safely.')).toBeTruthy();
    // 2 skills, 3 resources, 2 projects: 1 + 1 + 1 of 7 done
    expect(screen.getByRole('progressbar', { name: 'Overall progress' }).getAttribute('aria-valuenow')).toBe(
      '43',
    );
    expect(screen.getByText('43%')).toBeTruthy();
    const counts = screen
      .getAllByRole('term')
      .map((t) => `${t.textContent} ${t.nextElementSibling?.textContent}`);
    expect(counts).toEqual(expect.arrayContaining(['Skills 1/2', 'Resources 1/3', 'Projects 1/2']));
    expect(await screen.findByText('Plan your study time')).toBeTruthy();
  });

  it('shows the achievement badges with real counts toward their targets (docs/decisions.md D10)', () => {
    dashboardServer('local');
    renderDashboard(
      electrician,
      buildUser({
        achievements: [unlocked('first-skill')],
        location: { city: 'Tulsa', state: 'OK', country: 'US' },
      }),
    );
    const card = cardOf('Your Achievements');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'First Skill Started',
      '1/10 Resources Completed',
      '1/2 Projects Completed',
      'Location Added',
    ]);
    expect(screen.getByText('Tulsa, OK')).toBeTruthy();
  });

  it('recommends the next skill, its open resources and the open projects', () => {
    dashboardServer('local');
    renderDashboard(electrician);
    expect(screen.getByTestId('next-skill').textContent).toMatch(/^Next up: Residential Wiring\./);
    const learning = cardOf('Recommended Learning');
    const link = within(learning).getAllByRole('link', { name: /^Start Learning/ })[0];
    expect(link?.getAttribute('href')).toBe('https://example.com/room');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(within(learning).getAllByRole('listitem')).toHaveLength(2);
    const projects = cardOf('Projects to Build');
    expect(within(projects).getByText('Kitchen Circuit Plan')).toBeTruthy();
    expect(within(projects).queryByText('Wire a Garden Shed')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'View all' }).map((a) => a.getAttribute('href'))).toEqual([
      '/skills',
      '/projects',
    ]);
  });

  it('names the local engine as the maker of a generated roadmap, and offers no fresh one without a model', async () => {
    const generated = buildGoal({ ...electrician, career: { ...electrician.career, source: 'local' } });
    dashboardServer('local');
    renderDashboard(generated);
    expect(
      await screen.findByText('This roadmap was built by Waymark’s local engine for your title.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get a fresh roadmap' })).toBeNull();
  });

  it('asks for a fresh roadmap when a model made it', async () => {
    const generated = buildGoal({ ...electrician, career: { ...electrician.career, source: 'provider' } });
    const api = dashboardServer('provider', (r) =>
      r.method === 'POST' && r.path === '/api/careers/9/refresh'
        ? { json: { careerId: 9, title: 'Electrician', source: 'provider', occupation: null } }
        : r.path === '/api/me/goal'
          ? { json: { goal: generated } }
          : undefined,
    );
    renderDashboard(generated);
    fireEvent.click(await screen.findByRole('button', { name: 'Get a fresh roadmap' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([{ method: 'POST', path: '/api/careers/9/refresh', body: {} }]),
    );
    expect(await screen.findByText('Your roadmap was refreshed; your progress is kept.')).toBeTruthy();
  });
  it('shows real postings from the job boards as Jobs Near You, linked and never marked samples (S97)', async () => {
    const posting: BoardPosting = {
      id: '00000000-0000-4000-8000-000000000001',
      sample: false,
      source: { board: 'greenhouse:acme-power', kind: 'greenhouse' },
      title: 'Journeyman Electrician',
      company: 'Acme Power',
      location: 'Austin, TX',
      isRemote: false,
      url: 'https://boards.greenhouse.io/acme-power/jobs/4002',
      postedAt: '2026-11-20T15:55:28.000Z',
      firstSeenAt: '2026-11-21T00:00:00.000Z',
      excerpt: 'Install and repair wiring.',
      skills: ['NEC'],
      occupation: { code: '47-2111.00', title: 'Electricians' },
      match: { goalOccupation: true, skillsPercent: 100, missingSkills: [], nearYou: true, score: 100 },
    };
    dashboardServer('local', (r) =>
      r.path === '/api/me/jobs/postings?limit=3' ? { json: { postings: [posting], total: 1 } } : undefined,
    );
    renderDashboard(electrician);
    const link = await screen.findByRole('link', { name: /Journeyman Electrician/ });
    expect(link.getAttribute('href')).toBe('https://boards.greenhouse.io/acme-power/jobs/4002');
    const card = cardOf('Jobs Near You');
    expect(within(card).getByText('Acme Power · from Greenhouse')).toBeTruthy();
    expect(within(card).getByText('Posted Nov 20, 2026')).toBeTruthy();
    expect(within(card).getByText('Your goal')).toBeTruthy();
    expect(within(card).getByText('100% of its skills')).toBeTruthy();
    expect(within(card).getByText('Near you')).toBeTruthy();
    expect(within(card).queryByText('Sample')).toBeNull();
  });
});
