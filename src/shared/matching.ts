/**
 * spec §5: matching (demand tags, job skills, career matching) is a case-insensitive substring
 * match in either direction.
 */
export function matchesEitherWay(a: string, b: string): boolean {
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  if (!x || !y) return false;
  return x.includes(y) || y.includes(x);
}

/** spec §5 Career title lookups are lowercased and trimmed. */
export function normalizeTitle(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** spec §5: job text search matches title or company, case-insensitively. */
export function jobMatchesText(job: { title: string; company: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return job.title.toLowerCase().includes(q) || job.company.toLowerCase().includes(q);
}
