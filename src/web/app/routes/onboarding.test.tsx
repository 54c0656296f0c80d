// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TitleOption } from '../../../shared/occupation.api.ts';
import { buildGoal, buildUser } from '../../testing/fixtures.ts';
import { type FakeRequest, fakeApi, renderWithApp } from '../../testing/render.tsx';
import { Component as Onboarding } from './onboarding.tsx';

const CAREERS = [
  'Frontend Developer',
  'Backend Developer',
  'Full Stack Developer',
  'Data Scientist',
  'DevOps Engineer',
  'Mobile Developer',
  'UI/UX Designer',
  'Product Manager',
  'Cybersecurity Analyst',
].map((title, i) => ({ id: i + 1, title, summary: '', skillCount: 5, resourceCount: 9, projectCount: 2 }));

const nurse: TitleOption = {
  kind: 'occupation',
  title: 'Registered Nurses',
  careerId: 101,
  code: '29-1141.00',
  alsoCalled: null,
  level: null,
  curatedTitle: 'Registered Nurse',
};

const none = { match: null, suggestions: [], choices: [] };

/** The onboarding reads, and `more` for what a test adds (searches, resolutions, the goal). */
function onboardingServer(
  more: (request: FakeRequest) => ReturnType<Parameters<typeof fakeApi>[0]> = () => undefined,
) {
  return fakeApi(async (request) => {
    const answer = await more(request);
    if (answer) return answer;
    if (request.path === '/api/careers') return { json: CAREERS };
    if (request.path === '/api/catalog/stats')
      return {
        json: {
          careerPaths: 15,
          occupations: 923,
          skills: 418,
          projects: 104,
          curatedCareers: 97,
          families: 22,
          fieldPicks: [
            { careerId: 29114100, title: 'Registered Nurse', family: 'Healthcare practitioners' },
            { careerId: 47211100, title: 'Electrician', family: 'Construction and extraction' },
          ],
        },
      };
    if (request.path === '/api/about')
      return {
        json: { version: '1.0.0', ai: 'local', provider: null, model: null, db: 'pglite', mail: false },
      };
    if (request.path.startsWith('/api/careers/search')) return { json: none };
    if (request.method === 'PUT' && request.path === '/api/me/goal') {
      const { careerId } = request.body as { careerId: number };
      return { json: { goal: buildGoal({ career: { ...buildGoal().career, id: careerId } }) } };
    }
    return undefined;
  });
}

function renderOnboarding() {
  return renderWithApp(
    <MemoryRouter initialEntries={['/onboarding']}>
      <Onboarding />
    </MemoryRouter>,
    { me: buildUser({ onboarded: false }) },
  );
}

const titleBox = () => screen.getByRole('textbox', { name: 'Job title' });
const findButton = () => screen.getByRole('button', { name: 'Find my career path' });

function search(title: string) {
  fireEvent.change(titleBox(), { target: { value: title } });
  fireEvent.click(findButton());
}

describe('the onboarding page (docs/product.md §2 Onboarding)', () => {
  it('offers the first eight careers as quick picks and the catalogue in round numbers', async () => {
    onboardingServer();
    renderOnboarding();
    expect(screen.getByRole('heading', { level: 1, name: 'Find your career path' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Registered Nurse' });
    await screen.findByRole('button', { name: 'Frontend Developer' });
    const picks = within(screen.getByRole('region', { name: 'Popular careers' })).getAllByRole('button');
    // the fields most people work in first, then the built-in software paths
    expect(picks.map((b) => b.textContent)).toEqual([
      'Registered Nurse',
      'Electrician',
      ...CAREERS.slice(0, 8).map((c) => c.title),
    ]);
    expect(await screen.findByText('923')).toBeTruthy();
    expect(screen.getByText('112')).toBeTruthy();
    expect(screen.getByText('22')).toBeTruthy();
    expect(screen.getByText('410+')).toBeTruthy();
    expect(screen.getByText('100+')).toBeTruthy();
    expect(findButton()).toHaveProperty('disabled', true);
    fireEvent.change(titleBox(), { target: { value: 'RN' } });
    expect(findButton()).toHaveProperty('disabled', true);
  });

  it('asks for suggestions once per pause in typing, not once per keystroke (docs/decisions.md S90)', async () => {
    const developers = { ...nurse, title: 'Software Developers', careerId: 9, code: '15-1252.00' };
    const api = onboardingServer((r) =>
      r.path.startsWith('/api/careers/search?q=')
        ? { json: { ...none, suggestions: [developers] } }
        : undefined,
    );
    renderOnboarding();
    // four keystrokes in one go: no pause between them
    for (const text of ['s', 'so', 'sof', 'soft']) fireEvent.change(titleBox(), { target: { value: text } });
    expect(await screen.findByRole('button', { name: 'Software Developers' })).toBeTruthy();
    const searches = api.requests.filter((r) => r.path.startsWith('/api/careers/search'));
    expect(searches.map((r) => r.path)).toEqual(['/api/careers/search?q=soft']);
  });

  it('adopts a curated career from its quick pick by id, saying it was written by hand', async () => {
    const api = onboardingServer();
    renderOnboarding();
    fireEvent.click(await screen.findByRole('button', { name: 'Electrician' }));
    expect(await screen.findByText('Career path found!')).toBeTruthy();
    expect(
      screen.getByText(
        'Curated roadmap for Electrician, written and reviewed by hand with its licences, exams and practice.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/me/goal', body: { careerId: 47211100 } }]),
    );
  });

  it('adopts the occupation a title names, says where its roadmap comes from, then asks for the location', async () => {
    const api = onboardingServer((r) =>
      r.path === `/api/careers/search?q=${encodeURIComponent('registered nurse')}`
        ? { json: { ...none, match: nurse } }
        : undefined,
    );
    renderOnboarding();
    search('registered nurse');
    expect(await screen.findByText('Career path found!')).toBeTruthy();
    expect(
      screen.getByText(
        'Curated roadmap for Registered Nurse, written and reviewed by hand with its licences, exams and practice.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/me/goal', body: { careerId: 101 } }]),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Where are you looking for work?' }, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('never guesses between close titles: the user chooses one', async () => {
    const teacher = {
      ...nurse,
      title: 'Kindergarten Teachers',
      careerId: 7,
      code: '25-2012.00',
      curatedTitle: null,
    };
    const api = onboardingServer((r) =>
      r.path.startsWith('/api/careers/search?q=teachr')
        ? { json: { ...none, choices: [teacher, { ...teacher, title: 'Preschool Teachers', careerId: 8 }] } }
        : undefined,
    );
    renderOnboarding();
    search('teachr');
    expect(await screen.findByText('No career is called "teachr". Did you mean one of these?')).toBeTruthy();
    const choices = screen.getByRole('group', { name: 'Did you mean' });
    fireEvent.click(within(choices).getByRole('button', { name: 'Preschool Teachers' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([{ method: 'PUT', path: '/api/me/goal', body: { careerId: 8 } }]),
    );
    expect(titleBox()).toHaveProperty('value', 'Preschool Teachers');
  });

  it('says a basic path is only a fallback, and lets the user start with it', async () => {
    const api = onboardingServer((r) =>
      r.method === 'POST' && r.path === '/api/careers/resolve'
        ? {
            json: {
              careerId: 55,
              title: 'Zorblax Tuner',
              source: 'fallback',
              occupation: null,
              canRetry: false,
            },
          }
        : undefined,
    );
    renderOnboarding();
    search('Zorblax Tuner');
    expect(
      await screen.findByText(
        'No occupation matches "Zorblax Tuner", so only a basic career path could be made: one core skill and a starter project.',
      ),
    ).toBeTruthy();
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/careers/resolve', body: { title: 'Zorblax Tuner' } },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Use the basic path' }));
    await waitFor(() =>
      expect(api.writes().at(-1)).toEqual({ method: 'PUT', path: '/api/me/goal', body: { careerId: 55 } }),
    );
  });

  it('offers Try again when the server says asking again may help, whatever the page knew of the provider', async () => {
    // the server's answer decides, not /api/about (which says "local" here and may not have loaded yet)
    const api = onboardingServer((r) =>
      r.method === 'POST' && r.path === '/api/careers/resolve'
        ? {
            json: {
              careerId: 56,
              title: 'Zorblax Tuner',
              source: 'fallback',
              occupation: null,
              canRetry: true,
            },
          }
        : undefined,
    );
    renderOnboarding();
    search('Zorblax Tuner');
    expect(
      await screen.findByText(
        'Only a basic career path could be made for "Zorblax Tuner" right now: one core skill and a starter project.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(api.writes().filter((w) => w.path === '/api/careers/resolve')).toHaveLength(2),
    );
  });
});
