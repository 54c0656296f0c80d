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
import { parseArgs } from 'node:util';

/**
 * The release is a parameter (docs/decisions.md S52): the next one is a re-run with new values, and
 * every input's headers, release year and row count are checked before anything is written.
 */
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    source: { type: 'string' },
    out: { type: 'string' },
    onet: { type: 'string', default: '29.3' },
    'onet-date': { type: 'string', default: 'May 2025' },
    oews: { type: 'string', default: '2024' },
    'oews-state': { type: 'string', default: '2023' },
    projections: { type: 'string', default: '2024-34' },
    /** BLS's top-coding cap for the national release: "#" means this much a year or more. */
    'top-annual': { type: 'string', default: '239200' },
    'top-hourly': { type: 'string', default: '115.00' },
  },
});
const dir = resolve(args.source ?? positionals[0] ?? '../shared/data/labour-market');
const out = args.out
  ? new URL(`file://${resolve(args.out)}/`)
  : new URL('../src/server/occupations/data/', import.meta.url);
const release = {
  onet: args.onet ?? '29.3',
  oews: args.oews ?? '2024',
  oewsState: args['oews-state'] ?? '2023',
  projections: args.projections ?? '2024-34',
};
const [projectionStart = '', projectionEndShort = ''] = release.projections.split('-');
/** "2024–34" as BLS writes the period in its column names (an en dash). */
const period = `${projectionStart}–${projectionEndShort}`;

const TASKS = 8;
const TECHNOLOGIES = 50;
const SKILLS = 12;
const KNOWLEDGE = 10;
const RELATED = 10;

/** An input that is not what this build expects: the file and what differs, then stop. */
class InputError extends Error {}

interface TableSpec {
  path: string;
  columns: string[];
  /** At least this many data rows: a truncated or empty file is refused. */
  minRows: number;
  skip?: number;
  separator?: string;
}

const onetPath = (file: string) => join(`onet-${release.onet}`, file);
const ONET_FILES: Record<string, { columns: string[]; minRows: number }> = {
  'Occupation Data.txt': { columns: ['O*NET-SOC Code', 'Title', 'Description'], minRows: 900 },
  'Alternate Titles.txt': { columns: ['O*NET-SOC Code', 'Alternate Title', 'Short Title'], minRows: 10_000 },
  'Sample of Reported Titles.txt': { columns: ['O*NET-SOC Code', 'Reported Job Title'], minRows: 5000 },
  'Job Zones.txt': { columns: ['O*NET-SOC Code', 'Job Zone'], minRows: 800 },
  'Interests.txt': { columns: ['O*NET-SOC Code', 'Element Name', 'Scale ID', 'Data Value'], minRows: 5000 },
  'Task Statements.txt': { columns: ['O*NET-SOC Code', 'Task', 'Task Type'], minRows: 10_000 },
  'Technology Skills.txt': {
    columns: ['O*NET-SOC Code', 'Example', 'Commodity Title', 'Hot Technology', 'In Demand'],
    minRows: 10_000,
  },
  'Related Occupations.txt': {
    columns: ['O*NET-SOC Code', 'Related O*NET-SOC Code', 'Index'],
    minRows: 5000,
  },
  'Education, Training, and Experience.txt': {
    columns: ['O*NET-SOC Code', 'Scale ID', 'Category', 'Data Value'],
    minRows: 5000,
  },
  'Education, Training, and Experience Categories.txt': {
    columns: ['Scale ID', 'Category', 'Category Description'],
    minRows: 10,
  },
  'Content Model Reference.txt': { columns: ['Element ID', 'Description'], minRows: 100 },
  'Skills.txt': {
    columns: ['O*NET-SOC Code', 'Element ID', 'Element Name', 'Scale ID', 'Data Value', 'Recommend Suppress'],
    minRows: 10_000,
  },
  'Knowledge.txt': {
    columns: ['O*NET-SOC Code', 'Element ID', 'Element Name', 'Scale ID', 'Data Value', 'Recommend Suppress'],
    minRows: 10_000,
  },
  'Job Zone Reference.txt': { columns: ['Job Zone', 'Name', 'Education'], minRows: 5 },
  'RIASEC Keywords.txt': { columns: ['Element Name', 'Keyword'], minRows: 30 },
};
const NATIONAL: TableSpec = {
  path: join('bls-oews', `national_M${release.oews}_dl.tsv`),
  columns: [
    'OCC_CODE',
    'OCC_TITLE',
    'O_GROUP',
    'TOT_EMP',
    'A_MEAN',
    'A_PCT10',
    'A_PCT25',
    'A_MEDIAN',
    'A_PCT75',
    'A_PCT90',
    'H_MEAN',
    'H_PCT10',
    'H_PCT25',
    'H_MEDIAN',
    'H_PCT75',
    'H_PCT90',
  ],
  minRows: 800,
};
const PROJECTIONS: TableSpec = {
  path: join('bls-ep', `occupation_${release.projections}_Table_1_2.tsv`),
  skip: 1,
  columns: [
    `${projectionStart} National Employment Matrix code`,
    'Occupation type',
    `Employment, ${projectionStart}`,
    `Employment, 20${projectionEndShort}`,
    `Employment change, percent, ${period}`,
    `Occupational openings, ${period} annual average`,
    'Typical education needed for entry',
  ],
  minRows: 800,
};
const STATES: TableSpec = {
  path: join('bls-oews', `state_M${release.oewsState}_dl_subset_meanwages.csv`),
  separator: ';',
  columns: ['AREA_TITLE', 'OCC_CODE', 'A_MEAN'],
  minRows: 10_000,
};
const SPECS: TableSpec[] = [
  ...Object.entries(ONET_FILES).map(([file, spec]) => ({ path: onetPath(file), ...spec })),
  NATIONAL,
  PROJECTIONS,
  STATES,
];

function readLines(path: string, skip = 0): string[] {
  let text: string;
  try {
    text = readFileSync(join(dir, path), 'utf8');
  } catch {
    throw new InputError(`${join(dir, path)}: not found (release ${JSON.stringify(release)})`);
  }
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(skip);
}

/** Checks every input's header and row count before anything is read in earnest. */
function validateInputs() {
  for (const spec of SPECS) {
    const lines = readLines(spec.path, spec.skip);
    const header = (lines[0] ?? '').split(spec.separator ?? '\t').map((h) => h.trim());
    const missing = spec.columns.filter((c) => !header.includes(c));
    if (missing.length)
      throw new InputError(
        `${spec.path}: missing column ${missing.map((m) => `"${m}"`).join(', ')} (found: ${header.join(' | ')})`,
      );
    const rows = lines.slice(1).filter((l) => l.trim() !== '').length;
    if (rows < spec.minRows)
      throw new InputError(`${spec.path}: ${rows} rows, expected at least ${spec.minRows}`);
  }
}

/** Rows of a tab-separated file with a header line, as objects keyed by column name. */
function table(path: string, { skip = 0, separator = '\t' } = {}): Array<Record<string, string>> {
  const lines = readLines(path, skip);
  const header = (lines.shift() ?? '').split(separator).map((h) => h.trim());
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cells = line.split(separator);
      return Object.fromEntries(header.map((h, i) => [h, (cells[i] ?? '').trim()]));
    });
}

try {
  validateInputs();
} catch (error) {
  if (!(error instanceof InputError)) throw error;
  console.error(`build-occupations: ${error.message}`);
  process.exit(1);
}

const onet = (file: string) => table(onetPath(file));
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
/** Every 6-digit SOC code O*NET lists: a BLS detailed code that is not among them is an aggregate. */
const onetSocs = new Set(occupations.map((o) => code(o).slice(0, 7)));
const nationalRows = table(NATIONAL.path);
const nationalDetailed = new Map(
  nationalRows.filter((r) => r.O_GROUP === 'detailed').map((r) => [r.OCC_CODE ?? '', r]),
);
const nationalBroad = new Map(
  nationalRows.filter((r) => r.O_GROUP === 'broad').map((r) => [r.OCC_CODE ?? '', r]),
);
const projectionRows = table(PROJECTIONS.path, { skip: 1 });
const projectionCode = (r: Record<string, string>) =>
  r[`${projectionStart} National Employment Matrix code`] ?? '';
const projectionItems = new Map(
  projectionRows.filter((r) => r['Occupation type'] === 'Line item').map((r) => [projectionCode(r), r]),
);
const projectionSummaries = new Map(
  projectionRows.filter((r) => r['Occupation type'] === 'Summary').map((r) => [projectionCode(r), r]),
);

/**
 * Where BLS publishes an occupation's figures (docs/decisions.md S52): under its own code; else under
 * the aggregate code that covers it (a detailed BLS code of the same broad group that O*NET does not
 * list, e.g. 25-9045 for the teaching assistants 25-9042 to 25-9044); else under its broad group
 * (31-1120 for home health aides 31-1121 and personal care aides 31-1122).
 */
function blsCodeFor(soc: string, detailed: ReadonlySet<string>, broad: ReadonlySet<string>) {
  if (detailed.has(soc)) return { code: soc, level: 'detailed' as const };
  const group = soc.slice(0, 6);
  const aggregate = [...detailed].find((c) => c.startsWith(group) && !onetSocs.has(c));
  if (aggregate) return { code: aggregate, level: 'aggregate' as const };
  const broadCode = `${group}0`;
  if (detailed.has(broadCode) || broad.has(broadCode))
    return { code: broadCode, level: 'aggregate' as const };
  return null;
}

const nationalCodes = { detailed: new Set(nationalDetailed.keys()), broad: new Set(nationalBroad.keys()) };
const projectionCodes = {
  detailed: new Set(projectionItems.keys()),
  broad: new Set(projectionSummaries.keys()),
};

const stateRows = table(STATES.path, { separator: ';' });
const areas = [...new Set(stateRows.map((r) => r.AREA_TITLE ?? ''))].sort();
const stateMeans: Record<string, Array<Figure>> = {};
for (const r of stateRows) {
  const soc = r.OCC_CODE ?? '';
  if (soc.endsWith('0000')) continue; // major groups
  stateMeans[soc] ??= areas.map(() => null);
  const row = stateMeans[soc];
  if (row) row[areas.indexOf(r.AREA_TITLE ?? '')] = figure(r.A_MEAN);
}
// an occupation BLS files under an aggregate code gets that code's state figures too (S52)
const stateCodes = new Set(Object.keys(stateMeans));
for (const soc of onetSocs) {
  if (stateMeans[soc]) continue;
  const source = blsCodeFor(soc, stateCodes, new Set());
  const row = source ? stateMeans[source.code] : undefined;
  if (row) stateMeans[soc] = row;
}

function wagesOf(soc: string) {
  const source = blsCodeFor(soc, nationalCodes.detailed, nationalCodes.broad);
  if (!source) return null;
  const r = nationalDetailed.get(source.code) ?? nationalBroad.get(source.code);
  if (!r) return null;
  const annual = figure(r.A_MEDIAN) !== null || figure(r.A_MEAN) !== null;
  return {
    soc: source.code,
    title: r.OCC_TITLE ?? '',
    level: source.level,
    employment: numberOrNull(r.TOT_EMP),
    mean: figure(r.A_MEAN),
    p10: figure(r.A_PCT10),
    p25: figure(r.A_PCT25),
    p50: figure(r.A_MEDIAN),
    p75: figure(r.A_PCT75),
    p90: figure(r.A_PCT90),
    // occupations paid by the hour and not year-round (actors, dancers): BLS publishes hourly figures only
    hourly: annual
      ? null
      : {
          mean: figure(r.H_MEAN),
          p10: figure(r.H_PCT10),
          p25: figure(r.H_PCT25),
          p50: figure(r.H_MEDIAN),
          p75: figure(r.H_PCT75),
          p90: figure(r.H_PCT90),
        },
  };
}

function outlookOf(soc: string) {
  const source = blsCodeFor(soc, projectionCodes.detailed, projectionCodes.broad);
  if (!source) return null;
  const r = projectionItems.get(source.code) ?? projectionSummaries.get(source.code);
  if (!r) return null;
  const thousands = (cell: string | undefined) => {
    const n = numberOrNull(cell);
    return n === null ? null : Math.round(n * 1000);
  };
  return {
    soc: source.code,
    title: (r[`${projectionStart} National Employment Matrix title`] ?? '').trim(),
    level: source.level,
    employment2024: thousands(r[`Employment, ${projectionStart}`]),
    employment2034: thousands(r[`Employment, 20${projectionEndShort}`]),
    changePercent: numberOrNull(r[`Employment change, percent, ${period}`]),
    annualOpenings: thousands(r[`Occupational openings, ${period} annual average`]),
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

/** The education needed to enter, and whose figure it is (docs/decisions.md S52). */
function entryEducation(onetCode: string, bls: string | null, onet: string | null) {
  const specialisation = !onetCode.endsWith('.00');
  if (specialisation && onet) return { education: onet, educationSource: 'onet' as const };
  if (bls) return { education: bls, educationSource: 'bls' as const };
  return { education: onet, educationSource: onet ? ('onet' as const) : null };
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
  const onetEducation = topEducation ? (educationNames.get(topEducation.Category ?? '') ?? null) : null;
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
    // a specialisation (not ".00") reads O*NET's own education data first: BLS's is its base code's
    ...entryEducation(c, outlook?.education ?? null, onetEducation),
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
  onet: `O*NET ${release.onet} Database (${args['onet-date']})`,
  wagesNational: `May ${release.oews}`,
  wagesState: `May ${release.oewsState}`,
  projections: release.projections,
  topCoded: { annual: Number(args['top-annual']), hourly: Number(args['top-hourly']) },
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
  JSON.stringify({ year: `May ${release.oewsState}`, areas, means: stateMeans }),
);
console.log(
  `wrote ${result.length} occupations (${result.filter((o) => o.wages).length} with national wages, ` +
    `${result.filter((o) => o.outlook).length} with projections), state wages for ${Object.keys(stateMeans).length} codes in ${areas.length} areas`,
);
