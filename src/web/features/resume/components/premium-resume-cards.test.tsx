// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GeneratedResume } from '../../../../shared/ai.schema.ts';
import { buildUser } from '../../../testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../testing/render.tsx';
import { ExportResumeCard, ResumeGeneratorCard } from './premium-resume-cards.tsx';

const CONTACT = {
  name: 'Jordan Lee',
  headline: 'Backend developer',
  email: 'jordan.lee@example.com',
  phone: '(312) 555-0142',
  location: 'Chicago, IL',
  links: [],
  other: [],
};
const EXPERIENCE = {
  id: 'experience',
  kind: 'experience' as const,
  heading: 'Experience',
  lines: [],
  skills: [],
  roles: [
    {
      title: 'Software Engineer',
      organization: 'Acme Corp',
      location: '',
      dates: '2022 - 2025',
      details: [],
      bullets: [
        { text: 'Reduced query time by 40%', needsResult: false },
        { text: 'Owned the release checklist', needsResult: true },
      ],
    },
  ],
};
const GENERATED: GeneratedResume = {
  text: 'Jordan Lee\nBackend developer',
  resume: { contact: CONTACT, sections: [EXPERIENCE] },
  goalTitle: 'Backend Developer',
  source: 'local',
  createdAt: '2026-01-06T10:00:00.000Z',
};

describe('ResumeGeneratorCard', () => {
  it('shows a free user the upgrade prompt and never asks for the premium result', () => {
    const server = fakeApi(() => undefined);
    renderWithApp(<ResumeGeneratorCard hasResume title="Resume Optimizer" />, { me: buildUser() });
    expect(screen.getByRole('button', { name: 'Generate Optimized Resume' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('Upgrade to Premium')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.requests).toEqual([]);
  });

  it('asks a premium user without a resume to upload one first', async () => {
    const server = fakeApi(({ method, path }) =>
      method === 'GET' && path === '/api/me/resume/generated' ? { json: null } : undefined,
    );
    renderWithApp(<ResumeGeneratorCard hasResume={false} title="Resume Generator" />, {
      me: buildUser({ isPremium: true }),
    });
    expect(await screen.findByText('Upload your resume first: the generator rewrites it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generate Optimized Resume' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(server.writes()).toEqual([]);
  });

  it('reads and shows the generated resume of a premium user, saying who wrote it', async () => {
    const server = fakeApi(({ method, path }) =>
      method === 'GET' && path === '/api/me/resume/generated' ? { json: GENERATED } : undefined,
    );
    renderWithApp(<ResumeGeneratorCard hasResume />, { me: buildUser({ isPremium: true }) });
    const preview = await screen.findByRole('region', { name: 'Optimized resume preview' });
    expect(within(preview).getByText(/Backend developer/)).toBeTruthy();
    expect(within(preview).getByText(/Written by the local resume writer/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download as PDF' }).getAttribute('href')).toBe(
      '/api/me/resume/generated/download?format=pdf',
    );
    expect(screen.getByRole('link', { name: 'Download .txt' }).getAttribute('href')).toBe(
      '/api/me/resume/generated/download?format=txt',
    );
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/me/resume/generated']);
  });

  it('"Generate New Version" asks for a new resume and shows it in place of the old one', async () => {
    const next: GeneratedResume = {
      ...GENERATED,
      text: 'Jordan Lee\nSKILLS\nNode.js',
      resume: {
        contact: { ...CONTACT, headline: '' },
        sections: [
          {
            id: 'skills',
            kind: 'skills',
            heading: 'Skills',
            lines: [],
            roles: [],
            skills: [{ label: '', items: ['Node.js'] }],
          },
        ],
      },
      source: 'provider',
      createdAt: '2026-01-06T11:00:00.000Z',
    };
    const server = fakeApi(({ method, path }) => {
      if (path !== '/api/me/resume/generated') return undefined;
      if (method === 'GET') return { json: GENERATED };
      if (method === 'POST') return { status: 201, json: next };
      return undefined;
    });
    renderWithApp(<ResumeGeneratorCard hasResume />, { me: buildUser({ isPremium: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate New Version' }));
    const preview = await screen.findByRole('region', { name: 'Optimized resume preview' });
    expect(await within(preview).findByText(/Node\.js/)).toBeTruthy();
    expect(within(preview).queryByText(/Backend developer/)).toBeNull();
    expect(within(preview).getByText(/Written by the configured AI model/)).toBeTruthy();
    expect(server.writes()).toEqual([{ method: 'POST', path: '/api/me/resume/generated', body: {} }]);
  });

  it('shows the reason when generation is refused and keeps the card usable', async () => {
    fakeApi(({ method, path }) => {
      if (path !== '/api/me/resume/generated') return undefined;
      if (method === 'GET') return { json: null };
      return {
        status: 409,
        json: {
          error: { code: 'conflict', message: 'Choose a career goal first: the resume is written for it.' },
        },
      };
    });
    renderWithApp(<ResumeGeneratorCard hasResume />, { me: buildUser({ isPremium: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate Optimized Resume' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Choose a career goal first');
    expect(screen.getByRole('button', { name: 'Generate Optimized Resume' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

describe('ResumeSectionsEditor', () => {
  it('shows each section with the result prompt, never in the text, and saves an edited section', async () => {
    const edited: GeneratedResume = {
      ...GENERATED,
      resume: {
        ...GENERATED.resume,
        sections: [
          {
            ...EXPERIENCE,
            roles: [
              {
                ...EXPERIENCE.roles[0]!,
                bullets: [
                  { text: 'Reduced query time by 40%', needsResult: false },
                  { text: 'Owned the release checklist for 12 services', needsResult: false },
                ],
              },
            ],
          },
        ],
      },
    };
    const server = fakeApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/me/resume/generated') return { json: GENERATED };
      if (method === 'PUT' && path === '/api/me/resume/generated/sections/experience')
        return { json: edited };
      return undefined;
    });
    renderWithApp(<ResumeGeneratorCard hasResume />, { me: buildUser({ isPremium: true }) });
    const experience = await screen.findByRole('region', { name: 'Experience' });
    expect(within(experience).getByText(/Software Engineer \| Acme Corp \| 2022 - 2025/)).toBeTruthy();
    // the prompt is beside the text, not in it
    expect(within(experience).getByText(/Add a result where you have one/)).toBeTruthy();
    expect(within(experience).getByRole('listitem').textContent).toBe('Owned the release checklist');
    expect(
      within(screen.getByRole('region', { name: 'Contact' })).getByText(/\(312\) 555-0142/),
    ).toBeTruthy();

    fireEvent.click(within(experience).getByRole('button', { name: 'Edit Experience' }));
    const box = within(experience).getByRole('textbox');
    const text = (box as HTMLTextAreaElement).value.replace(
      'Owned the release checklist',
      'Owned the release checklist for 12 services',
    );
    fireEvent.change(box, { target: { value: text } });
    fireEvent.click(within(experience).getByRole('button', { name: 'Save Experience' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    const saved = screen.getByRole('region', { name: 'Experience' });
    expect(within(saved).getByText(/Owned the release checklist for 12 services/)).toBeTruthy();
    expect(within(saved).queryByText(/Add a result where you have one/)).toBeNull();
    expect(server.writes()).toEqual([
      { method: 'PUT', path: '/api/me/resume/generated/sections/experience', body: { text } },
    ]);
  });

  it('keeps the draft and shows the reason when a save is refused', async () => {
    fakeApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/me/resume/generated') return { json: GENERATED };
      if (method === 'PUT')
        return {
          status: 400,
          json: {
            error: {
              code: 'invalid_input',
              message:
                'Replace "[Company]" with your own words: a downloaded resume never contains a bracketed note.',
            },
          },
        };
      return undefined;
    });
    renderWithApp(<ResumeGeneratorCard hasResume />, { me: buildUser({ isPremium: true }) });
    const contact = await screen.findByRole('region', { name: 'Contact' });
    fireEvent.click(within(contact).getByRole('button', { name: 'Edit Contact' }));
    fireEvent.change(within(contact).getByRole('textbox'), { target: { value: 'Jordan Lee\n[Company]' } });
    fireEvent.click(within(contact).getByRole('button', { name: 'Save Contact' }));
    expect((await within(contact).findByRole('alert')).textContent).toContain('Replace "[Company]"');
    expect((within(contact).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Jordan Lee\n[Company]');
  });
});

describe('ExportResumeCard', () => {
  it('shows a free user locked downloads with the upgrade prompt and asks for nothing', () => {
    const server = fakeApi(() => undefined);
    renderWithApp(<ExportResumeCard />, { me: buildUser() });
    expect(screen.getByRole('button', { name: 'PDF' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Text' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Upgrade to Premium')).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('offers a premium user the PDF and text of the generated resume, or asks to generate one first', async () => {
    let generated: GeneratedResume | null = null;
    fakeApi(({ method, path }) =>
      method === 'GET' && path === '/api/me/resume/generated' ? { json: generated } : undefined,
    );
    const first = renderWithApp(<ExportResumeCard />, { me: buildUser({ isPremium: true }) });
    expect(await screen.findByText('Generate an optimized resume first.')).toBeTruthy();
    first.unmount();
    generated = GENERATED;
    renderWithApp(<ExportResumeCard />, { me: buildUser({ isPremium: true }) });
    expect((await screen.findByRole('link', { name: 'PDF' })).getAttribute('href')).toBe(
      '/api/me/resume/generated/download?format=pdf',
    );
    expect(screen.getByRole('link', { name: 'Text' }).getAttribute('href')).toBe(
      '/api/me/resume/generated/download?format=txt',
    );
  });
});
