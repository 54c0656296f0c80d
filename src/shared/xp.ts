/** docs/product.md §4 XP awards (docs/decisions.md D11, D12: each paid once per item per user). */
/**
 * docs/product.md §4 Start-up: a new guest is called "Guest" (docs/decisions.md S92), is free, has
 * 120 XP (level 1, docs/decisions.md D24), streak 3, no achievements.
 */
export const DEMO_USER = { name: 'Guest', xp: 120, learningStreak: 3 } as const;

/**
 * Every XP amount Waymark pays, in one table: the actions (docs/product.md §4 XP awards) and the
 * achievements' rewards (docs/product.md §3 Achievement). The server pays from it, its API
 * summaries quote it, and src/shared/achievements.ts reads its rewards from it.
 */
export const XP = {
  firstSkillCompleted: 50,
  laterSkillCompleted: 25,
  firstProjectStarted: 75,
  firstProjectCompleted: 150,
  laterProjectCompleted: 100,
  resourceCompleted: 10,
  chatInterviewAnswer: 15,
  coachInterviewAnswer: 15,
  coachSessionCompleted: 50,
  customProjectGenerated: 25,
  starterCodeGenerated: 15,
  generatedProjectAdded: 50,
} as const;

/** docs/product.md §3 Achievement: the XP each achievement pays when it unlocks. */
export const ACHIEVEMENT_XP = {
  'first-skill': 50,
  'skill-master': 200,
  'project-starter': 75,
  'project-finisher': 150,
  'learning-streak-7': 100,
  'learning-streak-30': 500,
  'premium-user': 100,
  'location-added': 25,
} as const;

/** docs/product.md §3 Achievement: skill-master at 5 completed skills. */
export const SKILL_MASTER_THRESHOLD = 5;

export function skillCompletionXp(priorCompletedSkills: number): number {
  return priorCompletedSkills === 0 ? XP.firstSkillCompleted : XP.laterSkillCompleted;
}

export function projectCompletionXp(priorCompletedProjects: number): number {
  return priorCompletedProjects === 0 ? XP.firstProjectCompleted : XP.laterProjectCompleted;
}

/** The id prefix of a skill or resource a user added to their roadmap (docs/product.md §4 Editing a roadmap). */
export const OWN_ID_PREFIX = 'own-';

/**
 * docs/decisions.md S100: a skill or resource the user added themselves (`own-…`) pays no XP and
 * counts for no achievement, so adding and completing one's own items cannot be farmed.
 */
export const paysXp = (itemId: string) => !itemId.startsWith(OWN_ID_PREFIX);

/** Ledger keys: one per thing that pays, so a repeat can never pay twice. */
export const awardKeys = {
  /** By the skill's identity (src/server/catalog/skills.ts): a skill on several paths pays once. */
  skillCompleted: (skillIdentity: string) => `skill-complete:${skillIdentity}`,
  resourceCompleted: (resourceId: string) => `resource-complete:${resourceId}`,
  projectCompleted: (projectId: string) => `project-complete:${projectId}`,
  /** docs/product.md §4 pays only the first started project */
  firstProjectStarted: 'project-start:first',
  achievement: (id: string) => `achievement:${id}`,
} as const;

/**
 * Practice awards, earned again with each new question, session or project: their XP is capped per
 * 24 hours (docs/product.md §4), so practice cannot be farmed.
 */
const PRACTICE_PREFIX = {
  chatAnswer: 'chat-answer:',
  coachAnswer: 'coach-answer:',
  coachCompleted: 'coach-complete:',
  projectGenerated: 'gen-project:',
  starterCode: 'gen-starter:',
  projectAdded: 'gen-add:',
} as const;

export const practiceKeys = {
  chatAnswer: (questionMessageId: string | number) => `${PRACTICE_PREFIX.chatAnswer}${questionMessageId}`,
  coachAnswer: (sessionId: string, questionId: string) =>
    `${PRACTICE_PREFIX.coachAnswer}${sessionId}:${questionId}`,
  coachCompleted: (sessionId: string) => `${PRACTICE_PREFIX.coachCompleted}${sessionId}`,
  projectGenerated: (id: string) => `${PRACTICE_PREFIX.projectGenerated}${id}`,
  starterCode: (id: string) => `${PRACTICE_PREFIX.starterCode}${id}`,
  projectAdded: (id: string) => `${PRACTICE_PREFIX.projectAdded}${id}`,
} as const;

/** The key prefixes of every practice award, each written once (above). */
export const PRACTICE_PREFIXES = Object.values(PRACTICE_PREFIX);

export const isPracticeKey = (key: string) => PRACTICE_PREFIXES.some((p) => key.startsWith(p));

/**
 * Completed-skill awards counted for first/later XP and Skill Master. XP one skill earned on a
 * second path before skills had one identity was kept under `skill-merged:{old path skill id}`
 * (migration 0012_shared_skills.sql), outside this prefix, so no skill is counted twice.
 */
export const AWARD_PREFIX = {
  skillCompleted: 'skill-complete:',
  projectCompleted: 'project-complete:',
} as const;
