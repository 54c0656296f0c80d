/** docs/product.md §9: XP per level. */
export const XP_PER_LEVEL = 150;

/** docs/product.md §4: Level = floor(XP / 150) + 1. */
export function levelForXp(xp: number): number {
  return Math.floor(Math.max(0, xp) / XP_PER_LEVEL) + 1;
}

/** docs/product.md §4: XP to next level = 150 - (XP mod 150). */
export function xpToNextLevel(xp: number): number {
  return XP_PER_LEVEL - (Math.max(0, xp) % XP_PER_LEVEL);
}

/** XP earned inside the current level: what the progress bar shows. */
export function xpIntoLevel(xp: number): number {
  return Math.max(0, xp) % XP_PER_LEVEL;
}

/** The XP at which a level starts: the inverse of levelForXp, so levelForXp(xpForLevel(n)) = n. */
export function xpForLevel(level: number): number {
  return (Math.max(1, Math.floor(level)) - 1) * XP_PER_LEVEL;
}
