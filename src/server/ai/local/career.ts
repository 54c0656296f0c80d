import type { CareerDraft } from '../../../shared/career.ts';
import type { CatalogCareer } from '../../../shared/catalog.schema.ts';
import { titleCase } from '../../../shared/matching.ts';

const STOP = new Set([
  'a',
  'an',
  'and',
  'of',
  'the',
  'for',
  'in',
  'at',
  'to',
  'with',
  'senior',
  'junior',
  'lead',
  'i',
  'ii',
  'iii',
]);

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9+#.]+/)
    .filter((t) => t.length > 1 && !STOP.has(t));
}

/** How strongly a typed title points at a built-in career: title words count most, then skill names. */
export function relatedness(title: string, career: CatalogCareer): number {
  const wanted = tokens(title);
  if (wanted.length === 0) return 0;
  const titleWords = new Set(tokens(career.title));
  const skillWords = new Set(career.skills.flatMap((s) => tokens(s.name)));
  const summaryWords = new Set(tokens(career.summary));
  let score = 0;
  for (const w of wanted) {
    if (titleWords.has(w)) score += 3;
    if (skillWords.has(w)) score += 2;
    if (summaryWords.has(w)) score += 1;
  }
  return score;
}

/**
 * The local engine's career for a custom title (docs/decisions.md D2): the built-in path closest to
 * the title, re-titled, with the skills the title names moved to the front. Null when nothing is
 * related.
 */
export function localCareer(
  title: string,
  careers: readonly CatalogCareer[],
): (CareerDraft & { basedOn: string }) | null {
  const ranked = careers
    .map((c) => ({ career: c, score: relatedness(title, c) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score);
  const best = ranked[0]?.career;
  if (!best) return null;
  const wanted = tokens(title);
  const named = (name: string) => tokens(name).some((t) => wanted.includes(t));
  const skills = [...best.skills].sort((a, b) => Number(named(b.name)) - Number(named(a.name)));
  const names = new Map(best.skills.map((s) => [s.id, s.name]));
  const display = titleCase(title);
  return {
    title: display,
    basedOn: best.title,
    summary: `${display} is a specialisation close to ${best.title}. ${best.summary} This roadmap starts from Waymark's ${best.title} path, with the skills your title names first.`,
    skills: skills.map(({ id: _id, resources, ...skill }) => ({
      ...skill,
      resources: resources.map(({ id: _rid, ...r }) => r),
    })),
    projects: best.projects.map(({ id: _id, skillIds, ...p }) => ({
      ...p,
      skills: skillIds.map((sid) => names.get(sid) ?? '').filter(Boolean),
    })),
  };
}
