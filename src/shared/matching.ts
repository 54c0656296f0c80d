import { sameSkill } from './skill-terms.ts';

/**
 * docs/product.md §5: matching (demand tags, job skills, career matching) is a case-insensitive substring
 * match in either direction.
 */
export function matchesEitherWay(a: string, b: string): boolean {
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  if (!x || !y) return false;
  return x.includes(y) || y.includes(x);
}

/** docs/product.md §5 Career title lookups are lowercased and trimmed. */
export function normalizeTitle(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** docs/product.md §5: job text search matches title or company, case-insensitively. */
export function jobMatchesText(job: { title: string; company: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return job.title.toLowerCase().includes(q) || job.company.toLowerCase().includes(q);
}

/**
 * How well a user's skills cover a job's required skills: a completed skill counts fully,
 * one in progress half; percent of the job's skills covered.
 */
export function jobMatchPercentage(
  requiredSkills: readonly string[],
  userSkills: ReadonlyArray<{ name: string; completed: boolean; inProgress: boolean }>,
): number {
  if (requiredSkills.length === 0) return 0;
  let covered = 0;
  for (const required of requiredSkills) {
    const hits = userSkills.filter((s) => matchesEitherWay(s.name, required) || sameSkill(s.name, required));
    if (hits.some((s) => s.completed)) covered += 1;
    else if (hits.some((s) => s.inProgress)) covered += 0.5;
  }
  return Math.round((covered / requiredSkills.length) * 100);
}
