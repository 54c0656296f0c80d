import { careerPaths } from './careers/index.ts';

/**
 * One skill taught by several career paths (docs/decisions.md D23, S33). Its progress, note and XP
 * are kept under `id`, so they follow the person to every path that has the skill; each path keeps
 * its own name, description, difficulty and resources for it (the path's angle on the skill).
 */
export interface SharedSkill {
  /** The skill's identity: `skill.<word>`, never a path's id. */
  readonly id: string;
  /** The skill's name across paths ("SQL"). */
  readonly name: string;
  /** The path skills that are this skill, by their catalogue ids (at most one per path). */
  readonly pathSkills: readonly string[];
}

/**
 * Only skills that really are the same skill share an identity: the same language or tool at its
 * core, so that someone who has it on one path has it on the other. Not shared, on purpose:
 * "SQL Window Functions and CTEs" (a second, deeper SQL skill of Data Analyst), "Hosted Postgres"
 * (running a managed database), "Python Software Engineering" (typing, tests and packaging on top
 * of the language), "Trunk-Based Development with Git" (a team workflow, not Git itself), and the
 * accessibility and web security skills, which build, design or test different things.
 *
 * Existing progress moved to these ids in migration 0012_shared_skills.sql: a path skill added
 * here later needs a migration that moves its rows the same way.
 */
export const sharedSkills: readonly SharedSkill[] = [
  {
    id: 'skill.sql',
    name: 'SQL',
    pathSkills: [
      'data-analyst.sql',
      'data-scientist.sql',
      'product.sql',
      'qa.sql-validation',
      'backend.postgresql',
    ],
  },
  {
    id: 'skill.python',
    name: 'Python',
    pathSkills: ['data-scientist.python', 'data-analyst.python', 'devops.python', 'security.python'],
  },
  {
    id: 'skill.docker',
    name: 'Docker',
    pathSkills: ['devops.docker', 'backend.docker', 'ml-engineer.docker'],
  },
  {
    id: 'skill.typescript',
    name: 'TypeScript',
    pathSkills: ['frontend.typescript', 'fullstack.typescript', 'qa.typescript-automation'],
  },
  {
    id: 'skill.github-actions',
    name: 'GitHub Actions',
    pathSkills: ['devops.github-actions', 'fullstack.ci', 'qa.ci-github-actions'],
  },
  {
    id: 'skill.playwright',
    name: 'Playwright',
    pathSkills: ['qa.playwright', 'fullstack.e2e-testing'],
  },
  {
    id: 'skill.linux',
    name: 'Linux',
    pathSkills: ['backend.linux', 'devops.linux', 'security.linux-cli'],
  },
  {
    id: 'skill.networking',
    name: 'Networking Fundamentals',
    pathSkills: ['devops.networking', 'security.network-protocols'],
  },
  {
    id: 'skill.ab-testing',
    name: 'A/B Testing',
    pathSkills: ['data-analyst.ab-testing', 'product.experimentation'],
  },
];

const byPathSkill = new Map(sharedSkills.flatMap((s) => s.pathSkills.map((p) => [p, s] as const)));

/** The built-in paths that teach each shared skill, in catalogue order. */
const pathTitles = new Map(
  sharedSkills.map((s) => [
    s.id,
    careerPaths.filter((c) => c.skills.some((k) => s.pathSkills.includes(k.id))).map((c) => c.title),
  ]),
);

/**
 * The id a skill's progress, note and XP award are kept under: its shared identity, else its own
 * id. Any id works (generated careers' `custom-…`, occupation skills such as `onet:skill:2.A.1.a`).
 */
export function skillIdentity(skillId: string): string {
  return byPathSkill.get(skillId)?.id ?? skillId;
}

/** What the roadmap says about a shared skill: its identity, name and the paths that teach it. */
export function sharedSkillInfo(skillId: string): { id: string; name: string; paths: string[] } | undefined {
  const shared = byPathSkill.get(skillId);
  return shared && { id: shared.id, name: shared.name, paths: pathTitles.get(shared.id) ?? [] };
}
