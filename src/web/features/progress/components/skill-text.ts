import type { RoadmapSkill } from '../../../../shared/goal.schema.ts';

/** docs/product.md §2 Skills: a skill's estimated-hours tooltip defaults to 15 when the skill has none. */
export const DEFAULT_SKILL_HOURS = 15;

/**
 * docs/decisions.md S33: a skill other paths teach too is one skill for the learner; its status,
 * note and XP count on every path that has it (its resources are this path's own).
 */
export function sharedSkillNote(shared: NonNullable<RoadmapSkill['shared']>): string {
  return `${shared.name} is one skill on every career path that teaches it (${shared.paths.join(', ')}): its status, note and XP count once for all of them. The resources below are this path's own.`;
}
