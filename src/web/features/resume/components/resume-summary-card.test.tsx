// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Resume } from '../../../../shared/resume.schema.ts';
import { buildUser } from '../../../testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../testing/render.tsx';
import { ResumeSummaryCard } from './resume-summary-card.tsx';

const resume: Resume = {
  id: '6f1c7f8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  fileName: 'maria-electrician.pdf',
  fileSize: 52_000,
  kind: 'pdf',
  uploadedAt: '2026-11-20T15:00:00.000Z',
  characters: 3200,
  targetJobTitle: 'Electrician',
  analysis: {
    presentSkills: ['Blueprint Reading', 'Conduit Bending', 'NEC Code'],
    missingSkills: ['Motor Controls'],
    improvedBulletPoints: [],
    structureSuggestions: ['Put your licence number under your name.'],
    strengthsFound: [],
    weaknessesFound: [],
    atsScore: 64,
    readabilityScore: 55,
    keywordDensity: {},
    recommendations: { immediate: ['Add the hours of your apprenticeship.'], longTerm: [] },
  },
  atsBreakdown: [],
  score: 64,
  analysisSource: 'local',
  requestedMode: 'local',
};

function renderCard() {
  return renderWithApp(
    <MemoryRouter>
      <ResumeSummaryCard goalTitle="Electrician" />
    </MemoryRouter>,
    { me: buildUser() },
  );
}

describe('the dashboard resume card (docs/decisions.md S90)', () => {
  it('shows the uploaded resume’s score, its roadmap skills and the first next step', async () => {
    fakeApi((r) => (r.path === '/api/me/resume' ? { json: { current: resume, previous: null } } : undefined));
    renderCard();
    expect(await screen.findByText('ATS 64')).toBeTruthy();
    expect(screen.getByText('Fair')).toBeTruthy();
    expect(screen.getByText('Shows 3 of 4 roadmap skills.')).toBeTruthy();
    expect(screen.getByText('Add the hours of your apprenticeship.')).toBeTruthy();
    expect(screen.getByText(/^maria-electrician\.pdf, uploaded /)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the Resume Builder' }).getAttribute('href')).toBe(
      '/resume',
    );
  });

  it('invites a user with no resume to upload one', async () => {
    fakeApi((r) => (r.path === '/api/me/resume' ? { json: { current: null, previous: null } } : undefined));
    renderCard();
    expect(await screen.findByRole('link', { name: 'Upload your resume' })).toBeTruthy();
    expect(screen.getByText(/against your Electrician roadmap/)).toBeTruthy();
  });
});
