/**
 * docs/decisions.md S63: the sample city markets (jobs, trends, summaries) are software and data
 * listings. They are shown beside a goal only when they fit its field: a built-in path (all software,
 * data, design and product roles) or an occupation in the computer and mathematical group (15-).
 */
export function sampleMarketsFit(career: { source: string; occupationCode: string | null }): boolean {
  return career.source === 'builtin' || (career.occupationCode?.startsWith('15-') ?? false);
}
