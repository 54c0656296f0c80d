// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AssessedRequirement } from '../../../../shared/postings.schema.ts';
import { fakeApi, renderWithApp } from '../../../testing/render.tsx';
import { PostingForm } from './posting-form.tsx';
import { matchBadge, matchText, payText, uncoveredGap } from './posting-text.ts';
import { RequirementList } from './requirement-list.tsx';

const requirement = (over: Partial<AssessedRequirement>): AssessedRequirement => ({
  id: 'skill:x',
  name: 'X',
  kind: 'skill',
  importance: 'required',
  quote: '',
  met: false,
  evidence: [],
  roadmapSkill: null,
  roadmapMilestone: null,
  ...over,
});

describe('the paste form (docs/product.md §2 Postings, S112)', () => {
  it('keeps the pasted text and the details when the server says it is not a posting', async () => {
    const api = fakeApi(() => ({
      status: 422,
      json: { error: { code: 'not_a_posting', message: 'This does not look like a job posting.' } },
    }));
    let added = 0;
    renderWithApp(<PostingForm onAdded={() => added++} />);
    const text = 'Banana bread\n3 ripe bananas, mashed';
    fireEvent.change(screen.getByLabelText('Posting text'), { target: { value: text } });
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Grandma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Read this posting' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This does not look like a job posting.');
    expect((screen.getByLabelText('Posting text') as HTMLTextAreaElement).value).toBe(text);
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('Grandma');
    expect(screen.getByLabelText('Posting text').getAttribute('aria-invalid')).toBe('true');
    // only the details filled in are sent
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/me/postings', body: { text, company: 'Grandma' } },
    ]);
    expect(added).toBe(0);
  });

  it('says an empty paste without asking the server', async () => {
    const api = fakeApi(() => undefined);
    renderWithApp(<PostingForm onAdded={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Read this posting' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Paste the text of the job posting first.'),
    );
    expect(api.requests).toEqual([]);
  });
});

describe("a posting's requirements (S113)", () => {
  it('shows the evidence of each met one and what closes each missing one, as text', () => {
    fakeApi(() => undefined);
    renderWithApp(
      <MemoryRouter>
        <RequirementList
          skillPath={(id) => `/skills?skill=${id}`}
          requirements={[
            requirement({
              id: 'credential:bls',
              name: 'BLS',
              kind: 'credential',
              met: true,
              evidence: [{ kind: 'resume', text: '<b>BLS Provider</b>, American Heart Association' }],
              quote: 'Current BLS certification',
            }),
            requirement({
              id: 'skill:iv',
              name: 'IV therapy',
              met: true,
              evidence: [{ kind: 'roadmap', text: 'IV Therapy', itemId: 'rn-iv' }],
            }),
            requirement({
              id: 'credential:acls',
              name: 'ACLS',
              kind: 'credential',
              roadmapSkill: { id: 'own-1', name: 'ACLS certification' },
            }),
            requirement({ id: 'skill:telemetry', name: 'Telemetry', importance: 'preferred' }),
          ]}
        />
      </MemoryRouter>,
    );
    const required = screen.getByRole('region', { name: 'Required requirements' });
    expect(required.textContent).toContain('On your resume: <b>BLS Provider</b>, American Heart Association');
    expect(screen.getByRole('link', { name: 'IV Therapy' }).getAttribute('href')).toBe('/skills?skill=rn-iv');
    expect(screen.getByRole('link', { name: 'ACLS certification' }).getAttribute('href')).toBe(
      '/skills?skill=own-1',
    );
    expect(required.textContent).toContain('(2 of 3 met)');
    const preferred = screen.getByRole('region', { name: 'Preferred requirements' });
    expect(preferred.textContent).toContain('Not on your roadmap yet.');
    expect(document.querySelector('b')).toBeNull();
  });

  it('shows a physical demand and a condition of hire as the person’s to confirm, never as missing (S125)', () => {
    renderWithApp(
      <MemoryRouter>
        <RequirementList
          skillPath={(id) => `/skills?skill=${id}`}
          requirements={[
            requirement({ id: 'skill:transfers', name: 'Patient transfers' }),
            requirement({ id: 'physical:lift', name: 'Lifting 50 lbs', kind: 'physical' }),
            requirement({ id: 'condition:check', name: 'Background check', kind: 'condition' }),
          ]}
        />
      </MemoryRouter>,
    );
    const required = screen.getByRole('region', { name: 'Required requirements' });
    expect(required.textContent).toContain('(0 of 1 met, 2 yours to confirm)');
    expect(screen.getAllByText('Yours to confirm')).toHaveLength(2);
    expect(screen.getAllByText('Missing')).toHaveLength(1);
    expect(required.textContent).toContain('A physical demand of the work: not counted in the match.');
    expect(required.textContent).toContain('A condition of hire: not counted in the match.');
  });
});

describe('posting text helpers', () => {
  it('says "No skills known" for a posting Waymark read no requirement in, never "0% match" (S146)', () => {
    expect(matchBadge({ percent: 0, total: 0 })).toBe('No skills known');
    expect(matchText({ met: 0, total: 0 })).toBe('no requirements read');
    expect(matchBadge({ percent: 60, total: 5 })).toBe('60% match');
    expect(matchText({ met: 3, total: 5 })).toBe('3 of 5 requirements met');
  });

  it('says pay with its period', () => {
    expect(payText({ min: 38, max: 52, period: 'hour', currency: 'USD' })).toBe('$38–$52 an hour');
    expect(payText({ min: 0.62, max: 0.7, period: 'mile', currency: 'USD' })).toBe('$0.62–$0.70 a mile');
    expect(payText({ min: 190, max: 190, period: 'shift', currency: 'USD' })).toBe('$190 a shift');
    expect(payText({ min: 68000, max: 68000, period: 'year', currency: 'USD' })).toBe('$68,000 a year');
  });

  it('counts as the gap only missing skills, tools, credentials and licences no roadmap skill covers', () => {
    const gap = uncoveredGap([
      requirement({ id: 'a', kind: 'skill' }),
      requirement({ id: 'b', kind: 'tool', roadmapSkill: { id: 's', name: 'S' } }),
      requirement({ id: 'c', kind: 'experience' }),
      requirement({ id: 'd', kind: 'licence', met: true }),
      requirement({ id: 'e', kind: 'credential' }),
    ]);
    expect(gap.map((r) => r.id)).toEqual(['a', 'e']);
  });
});
