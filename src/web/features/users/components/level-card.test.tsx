// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { levelForXp, XP_PER_LEVEL, xpForLevel, xpToNextLevel } from '../../../../shared/levels.ts';
import { DEMO_USER } from '../../../../shared/xp.ts';
import { buildUser } from '../../../testing/fixtures.ts';
import { fakeApi, renderWithApp } from '../../../testing/render.tsx';
import { LevelCard } from './level-card.tsx';

/** A user as the server presents one with this much XP: level and XP to next from the shared rule. */
function userWithXp(xp: number) {
  return buildUser({ xp, level: levelForXp(xp), xpToNextLevel: xpToNextLevel(xp) });
}

/** The help text, with every number from src/shared/levels.ts (docs/decisions.md D24). */
function helpText(xp: number) {
  const next = levelForXp(xp) + 1;
  return (
    `Level ${next} starts at ${xpForLevel(next)} XP. Your level comes from your XP alone: every ` +
    `${XP_PER_LEVEL} XP is one more level, starting from Level 1 at 0 XP, so it never drops.`
  );
}

describe('LevelCard', () => {
  it('explains the start-up level: the demo user is at Level 1 and sees where Level 2 starts', () => {
    fakeApi(() => undefined);
    renderWithApp(<LevelCard />, { me: userWithXp(DEMO_USER.xp) });
    expect(screen.getByText(`Level ${levelForXp(DEMO_USER.xp)}`)).toBeTruthy();
    expect(screen.getByText(`${DEMO_USER.xp} XP`)).toBeTruthy();
    expect(screen.getByText(`${xpToNextLevel(DEMO_USER.xp)} XP to next level`)).toBeTruthy();
    const help = screen.getByText(helpText(DEMO_USER.xp));
    // the card is described by it, so a screen reader hears it with the level
    expect(help.closest('section')?.getAttribute('aria-describedby')).toBe(help.id);
  });

  it('names the next level and its starting XP at any XP', () => {
    fakeApi(() => undefined);
    const xp = 3 * XP_PER_LEVEL + 80;
    renderWithApp(<LevelCard message="Complete projects to earn XP and level up!" />, { me: userWithXp(xp) });
    expect(screen.getByText(`Level ${levelForXp(xp)}`)).toBeTruthy();
    expect(screen.getByText(helpText(xp))).toBeTruthy();
    expect(screen.getByText('Complete projects to earn XP and level up!')).toBeTruthy();
  });
});
