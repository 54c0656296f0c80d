/**
 * docs/decisions.md S52: pay and outlook for every occupation BLS publishes, from the row that covers
 * it, read as BLS means them; and a data build that refuses inputs it does not expect.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatHourlyWage, formatOpenings, formatWage, TOP_CODED } from '../../shared/wages.ts';
import { careerPaths } from '../catalog/careers/index.ts';
import { loadOccupationData } from './occupation-data.ts';
import { createOccupations } from './occupations.service.ts';

const occupations = createOccupations({ careers: careerPaths });
const chicago = { city: 'Chicago', state: 'IL', country: 'US' };

describe('pay and outlook for every occupation BLS publishes (S52)', () => {
  it('gives Home Health Aides the figures BLS files under 31-1120, labelled, with an Illinois figure', () => {
    const facts = occupations.facts('31-1121.00', chicago);
    expect(facts?.wages).toMatchObject({
      soc: '31-1120',
      title: 'Home Health and Personal Care Aides',
      level: 'aggregate',
    });
    expect(facts?.wages?.median).toBe(34_900);
    expect(facts?.outlook).toMatchObject({ soc: '31-1120', level: 'aggregate', changePercent: 17 });
    expect(facts?.figuresNote).toContain('Home Health and Personal Care Aides');
    expect(facts?.stateWage).toMatchObject({ state: 'Illinois' });
    expect(typeof facts?.stateWage?.mean).toBe('number');
    expect(facts?.scopeNote).toBeNull();
  });

  it('leaves no civilian occupation without pay unless BLS publishes none for it', () => {
    const { data } = loadOccupationData();
    const without = data.occupations.filter((o) => !o.wages && !o.code.startsWith('55-'));
    expect(without.map((o) => o.code)).toEqual(['45-3031.00']); // fishing and hunting: BLS has no OEWS row
  });

  it('reads a top-coded median as the cap or more, and an hourly-only occupation by the hour', () => {
    const surgeon = occupations.facts('29-1022.00', null);
    expect(surgeon?.wages?.median).toBe('top');
    expect(formatWage('top', surgeon?.wages?.topCoded.annual)).toBe('$239,200 or more');
    expect(loadOccupationData().data.sources.topCoded).toEqual(TOP_CODED);
    const actor = occupations.facts('27-2011.00', null);
    expect(actor?.wages?.median).toBeNull();
    expect(actor?.wages?.hourly?.median).toBe(23.33);
    expect(formatHourlyWage(actor?.wages?.hourly?.median ?? null)).toBe('$23.33');
    expect(formatHourlyWage('top')).toBe('$115.00 or more');
    expect(formatOpenings(0)).toBe('fewer than 50');
    expect(formatOpenings(189_100)).toBe('189,100');
  });

  it('names whose education figure a specialisation shows', () => {
    const specialist = occupations.facts('29-1141.04', null);
    expect(specialist?.educationSource).toBe('onet');
    expect(occupations.facts('29-1141.00', null)?.educationSource).toBe('bls');
  });

  it('never ranks a national median among state means', () => {
    const idaho = occupations.regional('29-1141.00', { city: 'Boise', state: 'ID', country: 'US' });
    expect(idaho?.highestPaidBy).toBe('state');
    for (const f of idaho?.highestPaid ?? []) expect(f.stateMean).not.toBeNull();
    const national = occupations.regional('29-1141.00', null);
    expect(national?.highestPaidBy).toBe('national');
  });
});

const SHARED = resolve(fileURLToPath(new URL('../../../../shared/data/labour-market', import.meta.url)));
const SCRIPT = fileURLToPath(new URL('../../../scripts/build-occupations.ts', import.meta.url));

describe.skipIf(!existsSync(SHARED))('the occupation data build (S52)', () => {
  it('fails naming the file and the column when an input has a renamed column, and writes nothing', () => {
    const source = mkdtempSync(join(tmpdir(), 'waymark-build-'));
    const out = join(source, 'out');
    try {
      mkdirSync(join(source, 'bls-oews'));
      mkdirSync(out);
      symlinkSync(join(SHARED, 'onet-29.3'), join(source, 'onet-29.3'));
      symlinkSync(join(SHARED, 'bls-ep'), join(source, 'bls-ep'));
      symlinkSync(
        join(SHARED, 'bls-oews', 'state_M2023_dl_subset_meanwages.csv'),
        join(source, 'bls-oews', 'state_M2023_dl_subset_meanwages.csv'),
      );
      const national = readFileSync(join(SHARED, 'bls-oews', 'national_M2024_dl.tsv'), 'utf8');
      writeFileSync(
        join(source, 'bls-oews', 'national_M2024_dl.tsv'),
        national.replace('A_MEDIAN', 'A_MEDIAN_2025'),
      );
      const run = spawnSync(process.execPath, [SCRIPT, '--source', source, '--out', out], {
        encoding: 'utf8',
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('bls-oews/national_M2024_dl.tsv: missing column "A_MEDIAN"');
      expect(existsSync(join(out, 'occupations.json'))).toBe(false);

      // the next release is a parameter: asking for one whose files are not there says which file
      writeFileSync(join(source, 'bls-oews', 'national_M2024_dl.tsv'), national);
      const next = spawnSync(
        process.execPath,
        [SCRIPT, '--source', source, '--out', out, '--projections', '2025-35'],
        {
          encoding: 'utf8',
        },
      );
      expect(next.status).toBe(1);
      expect(next.stderr).toContain('occupation_2025-35_Table_1_2.tsv: not found');
    } finally {
      rmSync(source, { recursive: true, force: true });
    }
  });
});
