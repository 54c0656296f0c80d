/**
 * Derives Waymark's compact occupation data (src/server/occupations/data/) from the official
 * releases: the O*NET 29.3 database (CC BY 4.0), BLS OEWS wages (May 2024 national, May 2023
 * state) and BLS Employment Projections 2024-34 (public domain). Run it when a new release
 * arrives and commit its output; nothing reads the sources at run time:
 *   node scripts/build-occupations.ts [labour-market-dir]   (default ../shared/data/labour-market)
 *
 * What it keeps (docs/decisions.md S34): per occupation the title, description, all alternate
 * and reported titles (for search), job zone, RIASEC profile, up to 8 tasks (core first), up to 50 technologies
 * (in-demand, then hot, then most particular to the occupation's group first), the 12 most important skills and 10 knowledge areas with their
 * importance and level, up to 10 related occupations, typical education, national wages,
 * employment and projections; state mean wages in a second file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(process.argv[2] ?? '../shared/data/labour-market');
const out = new URL('../src/server/occupations/data/', import.meta.url);

const TASKS = 8;
const TECHNOLOGIES = 50;
const SKILLS = 12;
const KNOWLEDGE = 10;
const RELATED = 10;

/** Rows of a tab-separated file with a header line, as objects keyed by column name. */
function table(path: string, { skip = 0, separator = '\t' } = {}): Array<Record<string, string>> {
  const lines = readFileSync(join(dir, path), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(skip);
  const header = (lines.shift() ?? '').split(separator).map((h) => h.trim());
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cells = line.split(separator);
      return Object.fromEntries(header.map((h, i) => [h, (cells[i] ?? '').trim()]));
    });
}

const onet = (file: string) => table(join('onet-29.3', file));
const groupBy = <T>(rows: T[], key: (row: T) => string) => {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    map.set(k, [...(map.get(k) ?? []), row]);
  }
  return map;
};
const code = (row: Record<string, string>) => row['O*NET-SOC Code'] ?? '';
const round = (n: number, places = 2) => Math.round(n * 10 ** places) / 10 ** places;

/** A BLS figure: a number, "top" when at or above BLS's top-coding cap (#), null when not available. */
type Figure = number | 'top' | null;
function figure(cell: string | undefined): Figure {
  const text = (cell ?? '').replace(/,/g, '').trim();
  if (text === '#') return 'top';
  if (text === '' || text === '*' || text === '**' || text === '—' || text === '-') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}
const numberOrNull = (cell: string | undefined) => {
  const f = figure(cell);
  return typeof f === 'number' ? f : null;
};

// --- O*NET ---------------------------------------------------------------------------------
const occupations = onet('Occupation Data.txt');
const alternates = groupBy(onet('Alternate Titles.txt'), code);
const reported = groupBy(onet('Sample of Reported Titles.txt'), code);
const zones = new Map(onet('Job Zones.txt').map((r) => [code(r), Number(r['Job Zone'])]));
const interests = groupBy(
  onet('Interests.txt').filter((r) => r['Scale ID'] === 'OI'),
  code,
);
const tasks = groupBy(onet('Task Statements.txt'), code);
const technologies = groupBy(onet('Technology Skills.txt'), code);
const related = groupBy(onet('Related Occupations.txt'), code);
const education = groupBy(
  onet('Education, Training, and Experience.txt').filter((r) => r['Scale ID'] === 'RL'),
  code,
);
const educationNames = new Map(
  onet('Education, Training, and Experience Categories.txt')
    .filter((r) => r['Scale ID'] === 'RL')
    .map((r) => [r.Category ?? '', (r['Category Description'] ?? '').split(' - ')[0]?.trim() ?? '']),
);

const elementDescriptions = new Map(
  onet('Content Model Reference.txt').map((r) => [r['Element ID'] ?? '', r.Description ?? '']),
);
const RIASEC = ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'];

/** Skills or knowledge: element names, and per occupation [element index, importance, level]. */
function ratings(file: string, keep: number) {
  const rows = onet(file).filter((r) => r['Recommend Suppress'] !== 'Y');
  const elements: Array<{ id: string; name: string; description: string }> = [];
  const index = new Map<string, number>();
  for (const r of rows) {
    const id = r['Element ID'] ?? '';
    if (!index.has(id)) {
      index.set(id, elements.length);
      elements.push({ id, name: r['Element Name'] ?? '', description: elementDescriptions.get(id) ?? '' });
    }
  }
  const byOccupation = new Map<string, Array<[number, number, number]>>();
  for (const [occ, list] of groupBy(rows, code)) {
    const level = new Map(
      list.filter((r) => r['Scale ID'] === 'LV').map((r) => [r['Element ID'], Number(r['Data Value'])]),
    );
    const rated = list
      .filter((r) => r['Scale ID'] === 'IM')
      .map((r): [number, number, number] => [
        index.get(r['Element ID'] ?? '') ?? -1,
        round(Number(r['Data Value'])),
        round(level.get(r['Element ID']) ?? 0),
      ])
      .sort((a, b) => b[1] - a[1] || b[2] - a[2])
      .slice(0, keep);
    byOccupation.set(occ, rated);
  }
  return { elements, byOccupation };
}
const skills = ratings('Skills.txt', SKILLS);
const knowledge = ratings('Knowledge.txt', KNOWLEDGE);

// --- BLS -----------------------------------------------------------------------------------
const national = new Map(
  table('bls-oews/national_M2024_dl.tsv')
    .filter((r) => r.O_GROUP === 'detailed')
    .map((r) => [r.OCC_CODE ?? '', r]),
);
const projections = new Map(
  table('bls-ep/occupation_2024-34_Table_1_2.tsv', { skip: 1 })
    .filter((r) => r['Occupation type'] === 'Line item')
    .map((r) => [r['2024 National Employment Matrix code'] ?? '', r]),
);
const stateRows = table('bls-oews/state_M2023_dl_subset_meanwages.csv', { separator: ';' });
const areas = [...new Set(stateRows.map((r) => r.AREA_TITLE ?? ''))].sort();
const stateMeans: Record<string, Array<Figure>> = {};
for (const r of stateRows) {
  const soc = r.OCC_CODE ?? '';
  if (soc.endsWith('0000')) continue; // major groups
  stateMeans[soc] ??= areas.map(() => null);
  const row = stateMeans[soc];
  if (row) row[areas.indexOf(r.AREA_TITLE ?? '')] = figure(r.A_MEAN);
}

function wagesOf(soc: string) {
  const r = national.get(soc);
  if (!r) return null;
  return {
    soc,
    title: r.OCC_TITLE ?? '',
    employment: numberOrNull(r.TOT_EMP),
    mean: figure(r.A_MEAN),
    p10: figure(r.A_PCT10),
    p25: figure(r.A_PCT25),
    p50: figure(r.A_MEDIAN),
    p75: figure(r.A_PCT75),
    p90: figure(r.A_PCT90),
  };
}

function outlookOf(soc: string) {
  const r = projections.get(soc);
  if (!r) return null;
  const thousands = (cell: string | undefined) => {
    const n = numberOrNull(cell);
    return n === null ? null : Math.round(n * 1000);
  };
  return {
    employment2024: thousands(r['Employment, 2024']),
    employment2034: thousands(r['Employment, 2034']),
    changePercent: numberOrNull(r['Employment change, percent, 2024–34']),
    annualOpenings: thousands(r['Occupational openings, 2024–34 annual average']),
    education:
      r['Typical education needed for entry'] && r['Typical education needed for entry'] !== '—'
        ? r['Typical education needed for entry']
        : null,
  };
}

/**
 * How particular a technology is to an occupation's major group (share of the occupations listing it
 * that are in the same group): ranks "Epic Systems" above "Microsoft Excel" for nurses.
 */
const techGroups = new Map<string, Map<string, number>>();
for (const [occ, rows] of technologies) {
  for (const r of rows) {
    const name = r.Example ?? '';
    const groups = techGroups.get(name) ?? new Map<string, number>();
    groups.set(occ.slice(0, 2), (groups.get(occ.slice(0, 2)) ?? 0) + 1);
    techGroups.set(name, groups);
  }
}
function techShare(name: string, occ: string): number {
  const groups = techGroups.get(name);
  if (!groups) return 0;
  const total = [...groups.values()].reduce((a, b) => a + b, 0);
  return (groups.get(occ.slice(0, 2)) ?? 0) / total;
}

// --- Assemble ------------------------------------------------------------------------------
const unique = (items: string[], exclude: Set<string>) => {
  const seen = new Set(exclude);
  return items.filter((t) => {
    const key = t.toLowerCase();
    if (!t || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

const result = occupations.map((o) => {
  const c = code(o);
  const soc = c.slice(0, 7);
  const title = o.Title ?? '';
  const alts = unique(
    (alternates.get(c) ?? []).flatMap((r) => [r['Alternate Title'] ?? '', r['Short Title'] ?? '']),
    new Set([title.toLowerCase()]),
  );
  const reportedTitles = unique(
    (reported.get(c) ?? []).map((r) => r['Reported Job Title'] ?? ''),
    new Set([title.toLowerCase(), ...alts.map((a) => a.toLowerCase())]),
  );
  const riasecRows = interests.get(c) ?? [];
  const riasec = RIASEC.map((name) => {
    const value = riasecRows.find((r) => r['Element Name'] === name)?.['Data Value'];
    return value ? round(Number(value)) : 0;
  });
  const taskRows = tasks.get(c) ?? [];
  const orderedTasks = [
    ...taskRows.filter((r) => r['Task Type'] === 'Core'),
    ...taskRows.filter((r) => r['Task Type'] !== 'Core'),
  ].slice(0, TASKS);
  const techRows = (technologies.get(c) ?? [])
    .map((r) => ({
      name: r.Example ?? '',
      kind: r['Commodity Title'] ?? '',
      hot: r['Hot Technology'] === 'Y',
      demand: r['In Demand'] === 'Y',
    }))
    .map((t) => ({ ...t, share: techShare(t.name, c) }))
    .sort(
      (a, b) =>
        Number(b.demand) * 2 + Number(b.hot) - (Number(a.demand) * 2 + Number(a.hot)) || b.share - a.share,
    )
    .slice(0, TECHNOLOGIES);
  const educationRows = education.get(c) ?? [];
  const topEducation = educationRows.sort((a, b) => Number(b['Data Value']) - Number(a['Data Value']))[0];
  const outlook = outlookOf(soc);
  return {
    code: c,
    title,
    description: o.Description ?? '',
    alternateTitles: alts,
    reportedTitles,
    jobZone: zones.get(c) ?? null,
    riasec,
    tasks: orderedTasks.map((r) => r.Task ?? ''),
    technologies: techRows.map((t) => [t.name, t.kind, (t.hot ? 1 : 0) + (t.demand ? 2 : 0)]),
    skills: skills.byOccupation.get(c) ?? [],
    knowledge: knowledge.byOccupation.get(c) ?? [],
    related: (related.get(c) ?? [])
      .sort((a, b) => Number(a.Index) - Number(b.Index))
      .slice(0, RELATED)
      .map((r) => r['Related O*NET-SOC Code'] ?? ''),
    education:
      outlook?.education ?? (topEducation ? (educationNames.get(topEducation.Category ?? '') ?? null) : null),
    wages: wagesOf(soc),
    outlook: outlook ? { ...outlook, education: undefined } : null,
  };
});

const jobZoneNames = Object.fromEntries(
  onet('Job Zone Reference.txt').map((r) => [r['Job Zone'], { name: r.Name, education: r.Education }]),
);
const riasecKeywords = Object.fromEntries(
  RIASEC.map((name) => [
    name,
    onet('RIASEC Keywords.txt')
      .filter((r) => r['Element Name'] === name)
      .map((r) => r.Keyword ?? ''),
  ]),
);

const sources = {
  onet: 'O*NET 29.3 Database (May 2025)',
  wagesNational: 'May 2024',
  wagesState: 'May 2023',
  projections: '2024-34',
};
writeFileSync(
  new URL('occupations.json', out),
  JSON.stringify({
    sources,
    skills: skills.elements,
    knowledge: knowledge.elements,
    riasec: RIASEC,
    riasecKeywords,
    jobZones: jobZoneNames,
    occupations: result,
  }),
);
writeFileSync(
  new URL('state-wages.json', out),
  JSON.stringify({ year: 'May 2023', areas, means: stateMeans }),
);
console.log(
  `wrote ${result.length} occupations (${result.filter((o) => o.wages).length} with national wages, ` +
    `${result.filter((o) => o.outlook).length} with projections), state wages for ${Object.keys(stateMeans).length} codes in ${areas.length} areas`,
);
