import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POSTING_MAX_CHARS, postingAnalysisSchema } from '../../shared/postings.schema.ts';
import { careerContent, loadSkillLexicons } from '../catalog/career-content.ts';
import { careerPaths } from '../catalog/careers/index.ts';
import { createOccupations } from '../occupations/occupations.service.ts';
import { type ScoredItem, sameRequirement, scorePostings } from './eval/posting-scoring.ts';
import { createPostingAnalyser, POSTING_REJECTIONS, postingAnalyserDeps } from './posting-analysis.ts';

const analyser = createPostingAnalyser(
  postingAnalyserDeps(createOccupations({ careers: careerPaths }), loadSkillLexicons(), careerContent()),
);
const analyse = (text: string, hint?: { title?: string }) => analyser.analyse(text, hint);

const dev = JSON.parse(readFileSync(new URL('./fixtures/dev-postings.json', import.meta.url), 'utf8')) as {
  items: Array<ScoredItem & { split: 'train' | 'test'; family: string }>;
};

function ok(text: string, hint?: { title?: string }) {
  const result = analyse(text, hint);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const body = (lines: string[]) => lines.join('\n');

const NURSE = body([
  'Registered Nurse - ICU',
  'Mercy Valley Hospital | Tucson, AZ',
  '',
  'We are seeking an ICU Registered Nurse to provide critical care to adult patients.',
  'Responsibilities',
  '- Assess patients, administer medications and titrate drips',
  '- Document care in Epic',
  'Requirements',
  '- Current Arizona RN license',
  '- BLS and ACLS required; CCRN preferred',
  '- 2 years of ICU experience',
  '- Associate degree in nursing',
  'Pay: $42 - $58 per hour. Benefits include health insurance and PTO. Apply today.',
]);

describe('the posting analysis reads what a posting asks for (docs/product.md §3 Posting)', () => {
  it('reads the title, company, place, occupation, requirements with their quotes, years, education, licences and pay', () => {
    const result = ok(NURSE);
    expect(result).toMatchObject({
      title: 'Registered Nurse - ICU',
      company: 'Mercy Valley Hospital',
      location: 'Tucson, AZ',
      remote: false,
    });
    expect(postingAnalysisSchema.parse(result.analysis)).toEqual(result.analysis);
    const a = result.analysis;
    expect(a.occupation?.code.startsWith('29-1141')).toBe(true);
    const byName = new Map(a.requirements.map((r) => [r.name, r]));
    expect(byName.get('BLS')).toMatchObject({ kind: 'credential', importance: 'required' });
    expect(byName.get('ACLS')).toMatchObject({
      importance: 'required',
      quote: 'BLS and ACLS required; CCRN preferred',
    });
    expect(byName.get('CCRN')?.importance).toBe('preferred');
    expect(byName.get('Epic')).toMatchObject({ kind: 'tool', quote: 'Document care in Epic' });
    expect(byName.get('RN license')).toMatchObject({ kind: 'licence', quote: 'Current Arizona RN license' });
    expect(a.licences).toEqual(['RN license']);
    expect(a.yearsExperience).toBe(2);
    expect(a.education).toBe('Associate degree in nursing');
    expect(a.pay).toEqual({ min: 42, max: 58, period: 'hour', currency: 'USD' });
    for (const r of a.requirements) expect(r.id).toBe(`${r.kind}:${r.name.toLowerCase()}`);
  });

  it('reads markdown headings and starred bullets', () => {
    const md = NURSE.replace('Requirements', '**Requirements:**').replace(/^- /gm, '* ');
    const a = ok(md).analysis;
    expect(a.requirements.find((r) => r.name === 'CCRN')?.importance).toBe('preferred');
    expect(a.licences).toEqual(['RN license']);
  });

  it('reads the place from its own line, never joined with the title and company above it', () => {
    const cook = body([
      'Line Cook - Full Time',
      'Harbor Grill',
      'Portland, OR',
      '',
      'Requirements',
      '- 1+ years of line cook experience in a high-volume kitchen',
      '- Food handler card within 30 days of hire',
      '- Knife skills and knowledge of food safety and sanitation',
      '',
      'You will prepare, cook and plate dishes on the grill and saute stations and keep your station clean.',
      'Pay: $18.50 - $21.00 per hour',
    ]);
    expect(ok(cook).location).toBe('Portland, OR');
  });

  it("takes the hint's title over the text's", () => {
    expect(ok(NURSE, { title: 'Critical Care Nurse' }).title).toBe('Critical Care Nurse');
  });

  it.each([
    ['Pay: $22-$26/hr', { min: 22, max: 26, period: 'hour' }],
    ['Salary: $58,000 - $72,000 per year', { min: 58_000, max: 72_000, period: 'year' }],
    ['Pay: $1,450 weekly', { min: 1450, max: 1450, period: 'week' }],
    ['Pay: 62 cents per mile', { min: 0.62, max: 0.62, period: 'mile' }],
    ['Compensation: $85K-$95K annually', { min: 85_000, max: 95_000, period: 'year' }],
    ['Rate: $180 per day', { min: 180, max: 180, period: 'day' }],
    ['Pay: $4,200 per month', { min: 4200, max: 4200, period: 'month' }],
    ['Earn $35-50/hr with tips. Base wage $11.70 per hour.', { min: 11.7, max: 11.7, period: 'hour' }],
    ['$5,000 sign-on bonus! Pay: $24 an hour', { min: 24, max: 24, period: 'hour' }],
    ['Pay: $17.50/hour to start, $18.75/hour after 90 days', { min: 17.5, max: 18.75, period: 'hour' }],
    ['Salary: $85-95K', { min: 85_000, max: 95_000, period: 'year' }],
  ])('reads the pay in "%s"', (line, pay) => {
    expect(ok(NURSE.replace(/^Pay: .*$/m, line)).analysis.pay).toEqual({ ...pay, currency: 'USD' });
  });

  it.each([
    ['- 2-4 years of ICU experience', 2],
    ['- Minimum of three years of nursing experience', 3],
    ['- 6 months of hospital experience', 0.5],
    ['- 18 months of hospital experience', 1.5],
    ['- No experience required; we will train', 0],
    ['- ICU experience preferred (2 years)', null],
    ['- Must be at least 21 years of age and have 2 or more years of ICU experience', 2],
    ['- Two (2) years in an intensive care unit', 2],
  ])('reads the years in "%s"', (line, years) => {
    expect(ok(NURSE.replace('- 2 years of ICU experience', line)).analysis.yearsExperience).toBe(years);
  });

  it('reads pasted HTML as its text and never keeps a tag', () => {
    const html = `<div><h2>Registered Nurse - ICU</h2><p>Mercy Valley Hospital | Tucson, AZ</p>${NURSE.split(
      '\n',
    )
      .slice(3)
      .map((l) => (l.startsWith('- ') ? `<ul><li>${l.slice(2)}</li></ul>` : `<p>${l}</p>`))
      .join('')}<script>alert(1)</script></div>`;
    const result = ok(html);
    expect(result.title).toBe('Registered Nurse - ICU');
    expect(JSON.stringify(result)).not.toMatch(/<|alert/);
    expect(result.analysis.requirements.map((r) => r.name)).toEqual(
      expect.arrayContaining(['BLS', 'ACLS', 'Epic', 'RN license']),
    );
  });
});

describe('text that is not a posting gets a clear reason (docs/product.md §3 Posting, S104)', () => {
  it.each([
    ['empty', '', POSTING_REJECTIONS.empty],
    ['blank', '  \n\t ', POSTING_REJECTIONS.empty],
    ['only tags', '<p> </p><br>', POSTING_REJECTIONS.empty],
    ['a placeholder', 'Job Description\n\n(paste here)', POSTING_REJECTIONS.notAPosting],
    [
      'too long',
      `${NURSE}\n${'Lorem ipsum dolor. '.repeat(POSTING_MAX_CHARS / 10)}`,
      POSTING_REJECTIONS.tooLong,
    ],
    [
      'Spanish',
      'Enfermera Registrada. Buscamos una enfermera con licencia vigente para la unidad de cuidados intensivos. Requisitos: licencia de enfermería, dos años de experiencia, certificación BLS. Ofrecemos salario competitivo y beneficios de salud para toda la familia.',
      POSTING_REJECTIONS.notEnglish,
    ],
    [
      'an article',
      'The history of lighthouses\n\nFor centuries lighthouses guided ships past rocks and shoals. The first were fires lit on hills; later towers carried oil lamps and then Fresnel lenses that threw a beam many miles out to sea. Keepers lived at the light with their families, trimming wicks and winding the clockwork through the night. Today most lights are automated and the old towers are museums.',
      POSTING_REJECTIONS.notAPosting,
    ],
  ])('%s', (_name, text, reason) => {
    expect(analyse(text)).toEqual({ ok: false, reason });
  });

  it('the dev set recipe', () => {
    for (const item of dev.items.filter((i) => 'notAPosting' in i.expected))
      expect(analyse(item.text).ok).toBe(false);
  });
});

describe('names are compared leniently when measured', () => {
  it('by case, punctuation, spelling of licence, aliases and one inside the other', () => {
    expect(sameRequirement('BLS certification', 'Basic Life Support')).toBe(true);
    expect(sameRequirement('Registered Nurse (RN) licence', 'RN license')).toBe(true);
    expect(sameRequirement('CDL-A', 'CDL Class A')).toBe(true);
    expect(sameRequirement('Excel', 'Microsoft Excel')).toBe(true);
    expect(sameRequirement('Excel', 'Epic')).toBe(false);
  });
});

/** What the analyser measured on its dev set, less a little (bench/RESULTS.md has the figures). */
const FLOORS = { train: { recall: 0.92, precision: 0.91 }, test: { recall: 0.78, precision: 0.86 } } as const;

describe("the author's dev set (fixtures/dev-postings.json): every field read", () => {
  for (const split of ['train', 'test'] as const) {
    it(`${split}: requirement recall and precision, occupation, years, education and pay above their floors`, () => {
      const items = dev.items.filter((i) => i.split === split);
      expect(items.length).toBeGreaterThan(0);
      const s = scorePostings(items, (t) => analyse(t));
      // floors a little under what the analyser measured (docs/decisions.md S103); the test part
      // was not tuned on, so it reads less
      expect(s.requirements.recall).toBeGreaterThanOrEqual(FLOORS[split].recall);
      expect(s.requirements.precision).toBeGreaterThanOrEqual(FLOORS[split].precision);
      expect(s.occupation.right / s.occupation.total).toBeGreaterThanOrEqual(0.8);
      expect(s.years.right / s.years.total).toBeGreaterThanOrEqual(0.85);
      expect(s.education.right / s.education.total).toBeGreaterThanOrEqual(0.85);
      expect(s.pay.right / s.pay.total).toBeGreaterThanOrEqual(0.85);
      expect(s.notAPosting.caught).toBe(s.notAPosting.total);
      expect(s.notAPosting.postingsRejected).toBe(0);
    });
  }
});
