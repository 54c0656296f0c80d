import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelForXp, XP_PER_LEVEL, xpForLevel, xpIntoLevel, xpToNextLevel } from './levels.ts';

describe('levels (docs/product.md §4)', () => {
  it('matches the spec examples', () => {
    expect([levelForXp(0), levelForXp(149), levelForXp(150), levelForXp(120), levelForXp(300)]).toEqual([
      1, 1, 2, 1, 3,
    ]);
    expect([xpToNextLevel(0), xpToNextLevel(120), xpToNextLevel(150), xpToNextLevel(299)]).toEqual([
      150, 30, 150, 1,
    ]);
  });

  it('holds for any XP: level = floor(xp/150)+1, xpToNext in 1..150, and they add up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (xp) => {
        const level = levelForXp(xp);
        const toNext = xpToNextLevel(xp);
        expect(level).toBe(Math.floor(xp / XP_PER_LEVEL) + 1);
        expect(toNext).toBeGreaterThanOrEqual(1);
        expect(toNext).toBeLessThanOrEqual(XP_PER_LEVEL);
        expect(xpIntoLevel(xp) + toNext).toBe(XP_PER_LEVEL);
        expect(levelForXp(xp + toNext)).toBe(level + 1);
      }),
    );
  });

  it('never lowers the level when XP rises', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(10_000), (xp, gain) => {
        expect(levelForXp(xp + gain)).toBeGreaterThanOrEqual(levelForXp(xp));
      }),
    );
  });

  it('says where each level starts: level n starts at (n - 1) × 150 XP, the first XP that gives n', () => {
    expect([xpForLevel(1), xpForLevel(2), xpForLevel(5)]).toEqual([0, 150, 600]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), (level) => {
        expect(levelForXp(xpForLevel(level))).toBe(level);
        expect(levelForXp(xpForLevel(level) - 1)).toBe(Math.max(1, level - 1));
      }),
    );
    fc.assert(
      fc.property(fc.nat(10_000_000), (xp) => {
        expect(xp + xpToNextLevel(xp)).toBe(xpForLevel(levelForXp(xp) + 1));
      }),
    );
  });
});
