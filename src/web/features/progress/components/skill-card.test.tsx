// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildSkill } from '../../../testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../testing/render.tsx';
import { SkillCard } from './skill-card.tsx';
import { SkillDetailsDialog } from './skill-details-dialog.tsx';

const sql = buildSkill({
  id: 'backend.postgresql',
  name: 'SQL and PostgreSQL',
  isCompleted: true,
  shared: { id: 'skill.sql', name: 'SQL', paths: ['Backend Developer', 'Data Analyst'] },
});
const explanation =
  "SQL is one skill on every career path that teaches it (Backend Developer, Data Analyst): its status, note and XP count once for all of them. The resources below are this path's own.";

describe('a skill shared by several career paths (docs/decisions.md S33)', () => {
  it('is marked on its card, with the explanation as the badge title', () => {
    fakeApi(() => undefined);
    const { rerender } = renderWithApp(<SkillCard skill={sql} onDetails={() => {}} />);
    expect(screen.getByText('Shared skill').getAttribute('title')).toBe(explanation);
    rerender(<SkillCard skill={buildSkill()} onDetails={() => {}} />);
    expect(screen.queryByText('Shared skill')).toBeNull();
  });

  it('says in its details which paths share it and what counts once', () => {
    fakeApi(() => undefined);
    renderWithApp(<SkillDetailsDialog skill={sql} onClose={() => {}} />);
    expect(screen.getByText(explanation)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Completed: SQL and PostgreSQL' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
