import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { POSTING_MAX_CHARS, postingAnalysisSchema } from '../../shared/postings.schema.ts';
import { careerContent, loadSkillLexicons } from '../catalog/career-content.ts';
import { careerPaths } from '../catalog/careers/index.ts';
import { createOccupations } from '../occupations/occupations.service.ts';
import {
  matchedPairs,
  type ScoredItem,
  sameRequirement,
  scorePostings,
  strictRequirement,
} from './eval/posting-scoring.ts';
import {
  createPostingAnalyser,
  educationLevel,
  POSTING_REJECTIONS,
  postingAnalyserDeps,
} from './posting-analysis.ts';

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

  it('reads a posting forwarded by email, and refuses an email with none (S158)', () => {
    const forwarded = ok(
      body([
        'Subject: Fwd: Line Cook opening',
        '',
        'Hi Sam,',
        'Saw this and thought of you.',
        '',
        'Line Cook - The Oak Table (Portland, OR)',
        'Responsibilities:',
        '- Run the grill and saute stations on a busy dinner line',
        '- Prep sauces and proteins to the recipe',
        'Requirements:',
        '- 2 years of line cook experience',
        '- Oregon food handler card',
        'Pay: $19-$22/hr plus tips. Apply at oaktable-example.com/jobs',
        '',
        'Thanks!',
        'Jo',
      ]),
    );
    expect(forwarded.title).toBe('Line Cook');
    expect(forwarded.analysis.yearsExperience).toBe(2);
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
    // S157: a requirement that opens with its years, the ads' "exp.", "at least" before the years
    ['- 4+ years critical care', 4],
    ['- Minimum 2 years med-surg', 2],
    ['- 2 yrs exp. in a hospital', 2],
    ['- A nurse with at least 1 year on a telemetry floor', 1],
    ['- At least 2 years of continuous recovery (peer role)', null],
    ['- 2 years of college coursework', null],
    // S157: none needed, in the words postings use
    ['- No prior ICU experience necessary', 0],
    ['- ICU experience not required', 0],
    ['Experience: None required, new grads welcome', 0],
    ['Experience: 3+ years acute care', 3],
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

const LPN = body([
  'LICENSED PRACTICAL NURSE (LPN) - SKILLED NURSING',
  'Oak Ridge Care Center | Macon, GA',
  '',
  'Oak Ridge Care Center is a 90-bed skilled nursing community.',
  '',
  "What you'll do:",
  '- Administer medications and treatments to a hall of 20 residents',
  '- Take vital signs and report changes in condition',
  '- Help residents with safe transfers using a Hoyer lift',
  '',
  "What you'll need:",
  '- Current Georgia LPN license',
  '- Wound care certification (WCC) preferred',
  '- Bilingual in English and Vietnamese is a plus',
  '- Long-term care experience preferred',
  '',
  'Physical demands:',
  '- Ability to lift up to 50 pounds',
  '- Must be comfortable with computers',
  '',
  'Pay: $26 - $31 per hour. Health insurance and PTO. Apply online.',
]);

const ELECTRICIAN = body([
  'Journeyman Electrician',
  'Bright Line Electric - Boise, ID',
  '',
  'We are hiring a journeyman electrician for commercial tenant improvement work.',
  '',
  'Responsibilities:',
  '- Bend conduit, pull wire and terminate devices',
  '- Install light fixtures and panels from blueprints',
  '- Track hours and materials in the FieldPulse app',
  '',
  'Requirements:',
  '- Idaho Journeyman Electrician license',
  '- Able to climb ladders and lift 60 lbs',
  '- Experience with Procore is a plus',
  '- 4 years of commercial electrical experience',
  '',
  'Pay: $34 - $42 per hour plus benefits. Apply today.',
]);

const COOK = body([
  'Line Cook',
  'Harbor Grill',
  'Portland, OR',
  '',
  'Harbor Grill is looking for a line cook to join our busy kitchen team.',
  '',
  'Duties',
  '- Prepare food and follow recipes on the saute and fry stations',
  '- Set up and break down your station and label and date food in the walk-in',
  '',
  'Requirements',
  '- 1 year of line cook experience',
  '- Food handler card required',
  '- Able to stand for 8 hours and lift 50 pounds',
  '',
  'Pay: $18 - $22 per hour plus tips. Free staff meal and paid time off.',
  'Apply in person or online.',
]);

const WAREHOUSE = body([
  'Warehouse Associate - Nights',
  'Parcelly Fulfillment, Reno, NV',
  '',
  'Pay: $18.50 - $20.00/hr depending on shift',
  'Parcelly ships orders for more than 300 online brands. As a Warehouse Associate you will:',
  '- Pick and pack orders using an RF scanner',
  '- Load and unload trucks and build pallets',
  '- Count inventory accurately',
  '',
  'We are looking for people who:',
  '- Can lift up to 45 pounds and stand or walk for a 10-hour shift',
  '- Previous warehouse experience is a plus',
  '- 2 years of warehouse experience in a distribution center',
  '',
  'Weekly pay and medical/dental/vision from day one. Apply online.',
]);

const BOOKKEEPER = body([
  'Full-Charge Bookkeeper',
  'Summit Landscaping Co. | Denver, CO',
  '',
  'We are seeking a full-charge bookkeeper for our growing landscaping company.',
  '',
  'Responsibilities:',
  '- Enter vendor bills and manage accounts payable and accounts receivable',
  '- Prepare bank reconciliations and month-end close',
  '- File sales tax returns and process payroll in QuickBooks Online',
  '',
  'Qualifications:',
  '- 3 years of bookkeeping experience',
  '- Certified Payroll Professional (CPP) designation is a plus',
  '- Typing speed of 45 WPM',
  '- Experience with LedgerSync or Expensify is a plus',
  '- Associate degree in accounting',
  '',
  'Pay: $55,000 - $65,000 per year. Health insurance and 401(k). Apply online.',
]);

/** Every requirement as "kind importance name". */
const reqs = (text: string) =>
  ok(text).analysis.requirements.map((r) => `${r.kind} ${r.importance} ${r.name}`);

describe('duty skills, physical demands, field experience, languages, credentials and software (docs/decisions.md S125)', () => {
  it("reads the work itself by the field's duty skills", () => {
    expect(reqs(LPN)).toEqual(
      expect.arrayContaining([
        'skill required Medication administration',
        'skill required Vital signs',
        'skill required Patient transfers',
        'skill required Mechanical lift',
      ]),
    );
    expect(reqs(ELECTRICIAN)).toEqual(
      expect.arrayContaining([
        'skill required Conduit bending',
        'skill required Pulling wire',
        'skill required Light fixture installation',
        'skill required Blueprint reading',
      ]),
    );
    expect(reqs(COOK)).toEqual(
      expect.arrayContaining([
        'skill required Food preparation',
        'skill required Following recipes',
        'skill required Fryer',
        'skill required Station setup',
        'skill required Food storage',
      ]),
    );
    expect(reqs(WAREHOUSE)).toEqual(
      expect.arrayContaining([
        'skill required Order picking',
        'skill required Packing',
        'tool required RF scanner',
        'skill required Loading and unloading',
        'skill required Pallet stacking',
        'skill required Inventory counting',
      ]),
    );
    expect(reqs(BOOKKEEPER)).toEqual(
      expect.arrayContaining([
        'skill required Accounts payable',
        'skill required Accounts receivable',
        'skill required Bank reconciliation',
        'skill required Month-end close',
        'skill required Sales tax filing',
      ]),
    );
  });

  it('reads a duty of one family only in its own and neighbouring fields', () => {
    // "pick" and "pack" are warehouse work; a bookkeeper's posting never reads them
    expect(reqs(BOOKKEEPER).some((r) => /Order picking|Packing/.test(r))).toBe(false);
    expect(reqs(LPN).some((r) => /Pallet|Forklift/.test(r))).toBe(false);
  });

  it('reads physical demands the same way in every posting, and a physical-demands section for them only', () => {
    expect(reqs(LPN)).toContain('physical required Lifting 50 lbs');
    // "comfortable with computers" under "Physical demands" is no skill
    expect(reqs(LPN).some((r) => /Computer/.test(r))).toBe(false);
    expect(reqs(ELECTRICIAN)).toEqual(
      expect.arrayContaining(['physical required Lifting 60 lbs', 'physical required Ladder climbing']),
    );
    expect(reqs(COOK)).toEqual(
      expect.arrayContaining(['physical required Lifting 50 lbs', 'physical required Standing 8 hours']),
    );
    // "stand or walk for a 10-hour shift" asks for either
    expect(reqs(WAREHOUSE)).toEqual(
      expect.arrayContaining(['physical required Lifting 45 lbs', 'physical required Standing 10 hours']),
    );
  });

  it('reads experience of a field where no years are counted; counted years stay the years', () => {
    expect(reqs(LPN)).toContain('experience preferred Long-term care experience');
    const warehouse = ok(WAREHOUSE).analysis;
    expect(warehouse.requirements.map((r) => r.name)).toContain('Warehouse experience');
    expect(warehouse.yearsExperience).toBe(2);
    // "3 years of bookkeeping experience" is the years, not a separate "Bookkeeping experience"
    expect(reqs(BOOKKEEPER).some((r) => /Bookkeeping experience/.test(r))).toBe(false);
    expect(ok(BOOKKEEPER).analysis.yearsExperience).toBe(3);
  });

  it('reads a language asked for, and a typing speed as that speed', () => {
    expect(reqs(LPN)).toContain('skill preferred Vietnamese');
    expect(reqs(BOOKKEEPER)).toContain('skill required Typing 45 WPM');
    expect(reqs(BOOKKEEPER).some((r) => /Data entry/.test(r))).toBe(false);
  });

  it('reads credentials and software the lexicon does not name, as the posting writes them', () => {
    expect(reqs(LPN)).toEqual(
      expect.arrayContaining([
        'licence required LPN/LVN license',
        'credential preferred Wound care certification (WCC)',
      ]),
    );
    expect(reqs(ELECTRICIAN)).toEqual(
      expect.arrayContaining(['tool required FieldPulse', 'tool preferred Procore']),
    );
    const bookkeeper = reqs(BOOKKEEPER);
    expect(bookkeeper).toEqual(
      expect.arrayContaining(['tool preferred LedgerSync', 'tool preferred Expensify']),
    );
    expect(bookkeeper.filter((r) => r.includes('Certified Payroll Professional (CPP)'))).toHaveLength(1);
    // "CPP" inside the credential's name is not the programming language
    expect(bookkeeper.some((r) => /C\+\+/.test(r))).toBe(false);
  });

  it("never reads the employer's name or what the employer does as a requirement", () => {
    // "Harbor Grill is looking for a line cook" asks for no grill
    expect(reqs(COOK).some((r) => / Grill$/.test(r))).toBe(false);
    // "Parcelly ships orders" says what the employer does, not what the job asks
    expect(reqs(WAREHOUSE).some((r) => / Shipping$/.test(r))).toBe(false);
  });

  it('reads sections after a one-line "Pay:" label and a heading that ends a sentence', () => {
    const warehouse = ok(WAREHOUSE);
    expect(warehouse.analysis.pay).toMatchObject({ min: 18.5, max: 20, period: 'hour' });
    expect(warehouse.analysis.requirements.find((r) => r.name === 'Order picking')?.quote).toBe(
      'Pick and pack orders using an RF scanner',
    );
  });

  it('takes a named occupation over a residual "All Other" one among a title\'s choices', () => {
    const hvac = ok(
      body([
        'HVAC Service Technician',
        'Comfort Air Systems - Phoenix, AZ',
        '',
        'Responsibilities',
        '- Installation, maintenance and repair of heating and air conditioning systems',
        '- Recover and charge refrigerant and perform preventive maintenance',
        'Requirements',
        '- EPA 608 certification and 2 years of HVAC service experience',
        'Pay: $26 - $36 per hour. Health insurance and a company van. Apply online.',
      ]),
    );
    expect(hvac.analysis.occupation?.code).toBe('49-9021.00');
  });

  it('reads a title without its call to apply, "preferably" as a part, and a duty with a word between', () => {
    const server = ok(
      body([
        'SERVERS WANTED - Join the team',
        'Prime Steakhouse | Scottsdale, AZ',
        '',
        'About the job',
        'You will greet guests, take accurate orders in our POS and recommend wine pairings.',
        'Requirements',
        '- 1 year of full-service serving experience, preferably fine dining',
        '- Food handler card',
        'Pay: $11.70 per hour plus tips. Health benefits for full-time staff. Apply in person.',
      ]),
    );
    expect(server.analysis.occupation?.code).toBe('35-3031.00');
    // the year is required; only "fine dining" is preferred
    expect(server.analysis.yearsExperience).toBe(1);
    expect(server.analysis.requirements.map((r) => r.name)).toContain('Order taking');
  });

  it('reads conditions of hire as their own kind, the same way in every posting', () => {
    const text = body([
      'Delivery Driver',
      'Lakeside Appliance - Madison, WI',
      '',
      'You will deliver and install appliances for our customers across the county.',
      'Requirements:',
      '- Must be at least 21 years old',
      "- Valid driver's license, reliable transportation and auto insurance",
      '- Pass a background check and drug screen',
      '- Steel-toe boots and your own hand tools',
      '- Availability for nights, weekends and holidays',
      'Pay: $20 - $23 per hour. Benefits include health insurance. Apply online.',
    ]);
    const conditions = ok(text)
      .analysis.requirements.filter((r) => r.kind === 'condition')
      .map((r) => r.name);
    expect(conditions).toEqual(
      expect.arrayContaining([
        'Age 21+',
        'Reliable transportation',
        'Auto insurance',
        'Background check',
        'Drug screen',
        'Steel-toe boots',
        'Own hand tools',
        'Nights, weekends and holidays availability',
      ]),
    );
    // "21 years old" is an age, never experience
    expect(ok(text).analysis.yearsExperience).toBeNull();
  });

  it('reads education preferred beyond the minimum, and a degree in the education sentence as that education', () => {
    const text = body([
      'Registered Nurse - Med/Surg',
      'Valley Hospital | Phoenix, AZ',
      '',
      'Responsibilities',
      '- Assess patients and administer medications',
      '- Report changes in condition to the charge RN',
      'Requirements',
      '- Current Arizona RN license',
      '- Associate degree in nursing (ADN) required',
      'Nice to have',
      "- Bachelor's degree in nursing",
      'Pay: $40 - $52 per hour. Benefits and PTO. Apply online.',
    ]);
    const a = ok(text).analysis;
    expect(a.education).toBe('Associate degree in nursing (ADN)');
    expect(a.requirements).toContainEqual(
      expect.objectContaining({
        kind: 'education',
        importance: 'preferred',
        name: "Bachelor's degree in nursing",
      }),
    );
    // the ADN is the education, not a separate certification
    expect(a.requirements.some((r) => r.kind === 'credential' && r.name === 'ADN')).toBe(false);
    expect(a.licences).toEqual(['RN license']);
  });

  it('reads the required part of a sentence whose other part is preferred', () => {
    const bookkeeper = ok(
      body([
        'Bookkeeper',
        'Pine Ridge Landscaping | Boise, ID',
        '',
        'Responsibilities',
        '- Enter vendor bills, prepare bank reconciliations and run payroll in QuickBooks',
        'Requirements',
        '- High school diploma; some college coursework in accounting is a plus',
        '- 2 years of bookkeeping experience',
        'Pay: $22 - $26 per hour. Health insurance and paid holidays. Apply online.',
      ]),
    );
    expect(bookkeeper.analysis.education).toBe('High school diploma');
    expect(bookkeeper.analysis.requirements).toContainEqual(
      expect.objectContaining({
        kind: 'education',
        importance: 'preferred',
        name: 'some college coursework in accounting',
      }),
    );
  });

  it('reads as the education only the part of a longer sentence that names it', () => {
    const supervisor = ok(
      body([
        'Shift Supervisor - Hillside Hardware (Springfield, IL)',
        '',
        'You will open and close the store, count registers, prepare bank deposits and lead a team of associates.',
        '',
        "We're looking for someone with at least one year of retail experience and a high school diploma or GED.",
        'Starting pay $18.25 an hour.',
      ]),
    );
    expect(supervisor.analysis.education).toBe('high school diploma or GED');
  });

  it('reads "the RN" and "CNAs" as colleagues, not as a credential asked for', () => {
    const text = body([
      'Certified Nursing Assistant',
      'Maple Grove Care Center - Lansing, MI',
      '',
      'Responsibilities',
      '- Help residents with bathing, dressing and meals',
      '- Report changes in condition to the RN on duty',
      'Requirements',
      '- High school diploma or GED',
      '- CPR certification',
      'Pay: $18 - $21 per hour. Health insurance and PTO. Apply online.',
    ]);
    const names = ok(text).analysis.requirements.map((r) => r.name);
    expect(names).toContain('Activities of daily living');
    expect(names).not.toContain('RN license');
  });

  it('reads a title that holds a heading word, and the words in brackets as a detail', () => {
    expect(ok(LPN).title).toBe('LICENSED PRACTICAL NURSE (LPN) - SKILLED NURSING');
    expect(ok(LPN).analysis.occupation?.code).toBe('29-2061.00');
    const helpDesk = ok(
      body([
        'IT Help Desk Technician (Tier 1)',
        'Cascade Credit Union - Spokane, WA',
        '',
        'Our IT team is looking for a Help Desk Technician to be the first point of contact for employees with technology problems at our twelve branches.',
        'Responsibilities',
        '- Answer help desk calls and tickets, reset passwords and manage user accounts',
        'Required',
        '- 1 year of help desk experience',
        'Pay: $22 - $27 per hour. Benefits include medical and dental. Apply online.',
      ]),
    );
    expect(helpDesk.analysis.occupation?.code).toBe('15-1232.00');
    expect(helpDesk.analysis.requirements.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'Help desk support',
        'Ticketing',
        'Password resets',
        'User account management',
      ]),
    );
  });
});

describe('a short plain posting is a posting', () => {
  it('reads a terse one of bullets as English, with a licence spelt the British way (S131)', () => {
    const result = ok(
      body([
        'Maintenance Technician - Apartments',
        'Oakridge Living, Austin, TX',
        'Pay: $22/hour',
        '',
        'Requirements:',
        "- Valid driver's licence",
        '- 1-2 years running make-ready turns',
        '- Basic plumbing and electrical repair',
        '',
        'Duties: make-ready, work orders, pool care. Full-time. Apply today.',
      ]),
    );
    expect(result.analysis.requirements.map((r) => r.name)).toContain("Driver's license");
    expect(result.analysis.yearsExperience).toBe(1);
  });

  it('reads a posting whose second line lists its pay and perks, and one that tells its duties in its own verbs (S131)', () => {
    const aide = ok(
      body([
        'Companion Caregiver — BrightDays Home Care',
        'Weekly pay • Mileage paid • $16–$18/hour',
        '',
        'Keep older adults company and safe at home: help with bathing and dressing, cook simple meals, do light housekeeping and remind clients about their medications.',
        '',
        "To qualify you need a valid driver's license, a reliable car and at least 6 months of caregiving experience. CPR is a plus.",
      ]),
    );
    expect(aide.analysis.requirements.map((r) => r.name)).toContain("Driver's license");
    expect(aide.analysis.yearsExperience).toBe(0.5);
    const farm = ok(
      body([
        'Seasonal Tractor Operator - Pine Hollow Orchards',
        '',
        'Drive tractors for mowing and spraying between the rows, haul fruit bins with a forklift at harvest, and grease and service the equipment every morning.',
        '',
        "Need at least 1 year of farm equipment experience and a valid driver's license. $17.25 per hour, April through October, long days at harvest.",
      ]),
    );
    expect(farm.analysis.yearsExperience).toBe(1);
    expect(farm.analysis.pay).toMatchObject({ min: 17.25, period: 'hour' });
  });

  it('reads "Experience: None required – we train!" as no experience needed', () => {
    const result = ok(
      body([
        'Sales Associate - Footwear',
        'Stride Shoes, Columbus, OH',
        '$15-$17 an hour, part-time',
        '',
        'What you need:',
        '- Friendly with customers',
        '- Weekend availability',
        'Experience: None required – we train!',
        '',
        'Duties: greet customers, measure feet, restock the floor, run the register. Apply in store.',
      ]),
    );
    expect(result.analysis.yearsExperience).toBe(0);
  });

  it('reads one with a title, an hourly rate written "/hour", requirements and duties, and nothing else', () => {
    const result = ok(
      body([
        'Journeyman Electrician - Commercial',
        'Brightline Electric, Dayton OH',
        '$32-$40/hour',
        '',
        'Requirements:',
        '- Ohio journeyman electrician license',
        '- 4+ years commercial electrical experience',
        '- Knowledge of the National Electrical Code (NEC)',
        '- Conduit bending (EMT, rigid)',
        '- Read blueprints and schematics',
        '- OSHA 10 card',
        "- Valid driver's license",
        'Preferred:',
        '- Fire alarm experience',
        '',
        'Duties: install and troubleshoot lighting, power and motor controls in commercial buildings; pull wire; terminate panels.',
      ]),
    );
    expect(result.analysis.occupation?.code).toBe('47-2111.00');
    expect(result).toMatchObject({ company: 'Brightline Electric', location: 'Dayton OH' });
    expect(result.analysis.pay).toMatchObject({ min: 32, max: 40, period: 'hour' });
    expect(result.analysis.requirements.map((r) => r.name)).toEqual(
      expect.arrayContaining(['NEC', 'OSHA 10']),
    );
  });
});

describe('a short ad, a posting of labelled lines, and one that says what its work includes (docs/decisions.md S146)', () => {
  it('reads a one-line ad with a job, its pay and how to apply as a posting, with what it asks for', () => {
    const ad = ok(
      'Dishwasher – Harbor Grill, Mobile AL. $12/hr. Scrape and run the dish machine, stock the line. Apply in person.',
    );
    expect(ad.analysis.occupation?.code).toBe('35-9021.00');
    expect(ad.analysis.pay).toMatchObject({ min: 12, max: 12, period: 'hour' });
    const clerk = ok(
      'Stock clerk wanted – Valley Hardware, Boise ID. $15.50/hr, days. Stock shelves, run the register. Call 208-555-0100.',
    );
    expect(clerk.analysis.requirements.map((r) => r.name)).toEqual(expect.arrayContaining(['Cash handling']));
  });

  it('reads a posting of labelled lines and one whose work "includes" its duties', () => {
    expect(
      ok(
        body([
          'Title: Pharmacy Technician',
          'Store: Riverside Drug, Eugene, OR',
          'Schedule: Monday–Friday, 9 to 5:30',
          'Pay: $20–$23/hr',
          'License: Oregon pharmacy technician license',
          'Requirements: accurate data entry; counting and filling prescriptions; insurance claims',
          'Experience: 1 year in a retail pharmacy',
        ]),
      ).analysis.occupation?.code,
    ).toBe('29-2052.00');
    expect(
      ok(
        body([
          'Diesel Technician – Fleet Shop',
          'Canyon Freight, Flagstaff AZ',
          '',
          'Our shop keeps 120 tractors and trailers on the road.',
          '• $34 per flag hour',
          '• 3 years of heavy truck experience',
          '• Own hand tools',
          '• CDL Class A preferred',
          'Work includes PM services, brake jobs, electrical diagnostics and DOT inspections.',
        ]),
      ).analysis.yearsExperience,
    ).toBe(3);
  });

  it('reads the employer and place after "wanted –", and no "Hiring:" label as a requirement', () => {
    expect(ok('Night auditor wanted – Pine Motel, Ely NV. $16/hr, 11p-7a. Call 775-555-0101.')).toMatchObject(
      {
        title: 'Night auditor',
        company: 'Pine Motel',
        location: 'Ely NV',
        analysis: { occupation: { code: '43-4081.00' } },
      },
    );
    const lifeguard = ok('Hiring: Lifeguard. City pool, Tulsa OK. $14/hr. Apply online by May 1.');
    expect(lifeguard.analysis.requirements.map((r) => r.name)).not.toContain('Hiring');
  });

  it('reads a one-paragraph posting that asks for "the right person" who can do the work (S150)', () => {
    const shop = ok(
      'Diesel Mechanic – Mesa Fleet Services, Yuma AZ. Growing fleet shop needs a mechanic who can handle PM services, brakes, electrical troubleshooting and DOT inspections on Class 8 trucks. 2 years heavy truck experience and your own hand tools required. CDL a plus. Great pay for the right person, day shift. Ask for Dan at the front desk.',
    );
    expect(shop.analysis.occupation?.code).toBe('49-3031.00');
    expect(shop.analysis.yearsExperience).toBe(2);
    // a posting open until filled is still open
    expect(analyse(`${NURSE}\nThis position is open until filled.`).ok).toBe(true);
  });

  it('reads the title after a banner in asterisks, "hiring" without an article, and under "JOB ANNOUNCEMENT" (S153)', () => {
    const staffing = ok(
      body([
        '** HIRING EVENT ** Keystone Staffing is hiring Forklift Operators for a food distribution center in Joliet, IL!',
        '$19.25/hour | Weekly pay | All shifts',
        'Requirements: 6 months of sit-down forklift experience, steel-toe boots, able to lift 50 lbs. Apply today!',
      ]),
    );
    expect(staffing.title).toBe('Forklift Operators');
    expect(staffing.analysis.occupation?.code).toBe('53-7051.00');
    const county = ok(
      body([
        'COUNTY OF PINE RIDGE',
        'JOB ANNOUNCEMENT',
        'Accounting Technician II',
        'Salary: $4,100 - $5,000 monthly',
        'Duties: reconciles accounts, processes payables and receivables, prepares journal entries.',
        'Minimum qualifications: two years of bookkeeping experience. Apply online by the closing date.',
      ]),
    );
    expect(county.title).toBe('Accounting Technician II');
    const loud = ok(
      body([
        'NOW HIRING CDL-A FLATBED DRIVERS!!',
        'PRAIRIE LINE TRUCKING - REGIONAL',
        '$0.60 - $0.68 PER MILE, HOME WEEKENDS',
        'REQUIREMENTS: CLASS A CDL, 1 YEAR OTR EXPERIENCE, CLEAN MVR. CALL 555-0188 TO APPLY.',
      ]),
    );
    expect(loud.analysis.occupation?.code).toBe('53-3032.00');
  });

  it("still refuses a short text that names pay without a job, or a person's own question", () => {
    expect(analyse('I make $15/hr as a cashier, should I apply somewhere else?')).toEqual({
      ok: false,
      reason: POSTING_REJECTIONS.notAPosting,
    });
    expect(
      analyse('Paid the babysitter $15/hr tonight, then we went out to eat and apply for nothing.'),
    ).toEqual({
      ok: false,
      reason: POSTING_REJECTIONS.notAPosting,
    });
  });
});

describe('what a posting does not ask for, one phrase once, and words in their posting sense (docs/decisions.md S126)', () => {
  const names = (text: string) => ok(text).analysis.requirements.map((r) => r.name);

  it('reads no credential the posting says it does not ask for, or helps the hire towards', () => {
    const text = body([
      'Delivery Driver (Box Truck)',
      'Tall Pines Furniture - Greenville, SC',
      '',
      "You'll drive a 26-foot box truck (non-CDL) and assemble furniture with basic hand tools.",
      'Requirements:',
      "- Valid driver's license with a clean driving record",
      '- Able to lift 75 lbs with a partner',
      'Pay: $18.50 - $21.00 an hour. Tuition help toward your CDL after a year. Apply today.',
    ]);
    const read = names(text);
    expect(read).not.toContain('CDL');
    expect(read).toContain("Driver's license");
    // hand tools are hand tools, not power tools
    expect(read).toContain('Hand tools');
    expect(read).not.toContain('Power tools');
  });

  it('reads a licence once when one phrase names it, and its compact form as the same licence', () => {
    const driver = body([
      'CDL-A Regional Truck Driver',
      'Blue Ridge Freight Lines - Greenville, SC',
      '',
      'Blue Ridge Freight Lines is hiring Class A drivers for our regional fleet.',
      'Requirements',
      "- Valid Class A Commercial Driver's License",
      '- Current DOT medical card',
      'Pay: $0.62 - $0.70 per mile. Benefits include health insurance. Apply online.',
    ]);
    expect(ok(driver).analysis.licences).toEqual(['CDL Class A']);
    const lpn = body([
      'LPN - Long-Term Care',
      'Maple Hollow Care Center - Dover, DE',
      '',
      'We are hiring LPNs to pass medications and treatments for our residents.',
      'Must have:',
      '- Active Delaware LPN license (or multistate compact license)',
      '- CPR certification',
      '$31-$36/hr depending on experience. Health, dental and vision from day one.',
    ]);
    expect(ok(lpn).analysis.licences).toEqual(['LPN/LVN license']);
    const teacher = body([
      'Elementary Classroom Teacher (Grade 3)',
      'Pinecrest Unified School District',
      '',
      'Plans and delivers instruction in reading, writing and mathematics to a class of third-grade students.',
      'Minimum Qualifications',
      "- Bachelor's degree from an accredited college or university",
      '- Valid state Multiple Subject Teaching Credential (or Intern credential)',
      'Salary: $52,400 - $91,750 annually. Health insurance and a pension. Apply online.',
    ]);
    const credentials = ok(teacher)
      .analysis.requirements.filter((r) => r.kind === 'credential' || r.kind === 'licence')
      .map((r) => r.name);
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatch(/Teaching credential/i);
  });

  it('reads colleagues named by their credential as colleagues, and education not required as none', () => {
    const lvn = body([
      'Licensed Vocational Nurse - Long-Term Care',
      'Sunrise Care Center - Austin, TX',
      '',
      'In this role you will pass medications to a hall of residents, complete wound care under the direction of the RN supervisor, supervise certified nursing assistants on your hall, and chart in PointClickCare.',
      'Requirements:',
      '- Active Texas LVN/LPN license in good standing',
      '- CPR/BLS card',
      '- No experience required. A high school diploma is not required.',
      'Pay: $28 - $33 per hour. Health insurance and PTO. Apply today.',
    ]);
    const read = ok(lvn).analysis.requirements;
    expect(read.map((r) => r.name)).not.toContain('RN license');
    expect(read.map((r) => r.name)).not.toContain('CNA');
    expect(read.filter((r) => r.kind === 'education')).toEqual([]);
  });

  it('reads the years a sentence before any heading asks for', () => {
    const carpenter = body([
      'Carpenter - Finish / Framing',
      'Sawtooth Custom Homes - Boise, ID',
      '',
      "Sawtooth Custom Homes needs a carpenter with at least 4 years in residential construction. You'll frame walls, floors and roofs, hang doors, install trim and read blueprints.",
      'Must have your own hand tools, a reliable vehicle, and a valid driver license.',
      'Pay: $26 - $32 per hour. Paid holidays and health insurance. Call the office to apply.',
    ]);
    expect(ok(carpenter).analysis.yearsExperience).toBe(4);
    const officer = body([
      'Police Officer - Entry Level and Lateral',
      'City of Fort Collins Police Services - Fort Collins, CO',
      '',
      'Police officers patrol assigned areas, respond to calls for service and write reports.',
      'Minimum qualifications:',
      '- At least 21 years of age at time of hire',
      "- High school diploma or GED and a valid driver's license",
      'Lateral applicants must have at least 2 years of full-time sworn experience with a certified agency.',
      'Salary: $79,830 - $113,178 per year. Pension and health insurance.',
    ]);
    expect(ok(officer).analysis.yearsExperience).toBeNull();
  });

  it("reads a maker's name before a list as each ('Microsoft Outlook and Word')", () => {
    const receptionist = body([
      'Front Desk Receptionist',
      'Cornerstone Office Staffing - Hartford, CT',
      '',
      'Our client, a 40-attorney law firm in downtown Hartford, needs a polished front desk receptionist.',
      "What you'll do:",
      '- Greet clients and visitors and answer calls on a multi-line phone system',
      "What you'll need:",
      '- Proficiency with Microsoft Outlook and Word',
      'Temp pay rate: $24.00 per hour. Health benefits after 60 days on assignment.',
    ]);
    expect(names(receptionist)).toEqual(expect.arrayContaining(['Microsoft Outlook', 'Microsoft Word']));
  });

  it('reads a phrase in which a lexicon word means something else as what it names', () => {
    const welder = body([
      'MIG Welder',
      'Keystone Industrial Staffing - York, PA',
      '',
      'Keystone is hiring MIG welders for a manufacturer of steel truck bodies.',
      'Responsibilities:',
      '- Set up fixtures and check parts with a tape measure',
      '- Answer calls about billing from the client',
      'Requirements:',
      '- 1 year of MIG welding experience',
      'Pay: $23.00/hr. Benefits include health insurance. Apply today.',
    ]);
    const read = names(welder);
    expect(read).toEqual(expect.arrayContaining(['Fixture setup', 'Billing support']));
    expect(read).not.toContain('Plumbing fixtures');
    expect(read).not.toContain('Invoicing and billing');
  });

  it('reads the screening steps of a public hire as conditions, never as skills of their words', () => {
    const officer = body([
      'Correctional Officer Trainee',
      'Department of Corrections - Ridgeview Correctional Facility',
      '',
      'Correctional officers keep order and safety in a 1,200-bed medium-security prison for adult men.',
      'Trainees complete a 10-week paid academy followed by a one-year probation period.',
      'Duties include:',
      '- Supervising incarcerated people in housing units, dining halls and work areas',
      '- Writing incident reports and keeping unit logs',
      'Minimum Qualifications',
      '- High school diploma, GED, or HiSET',
      '- Must pass a background investigation, written exam, psychological evaluation and physical agility test',
      'Salary: $49,836.00 - $63,214.00 Annually. Pension and health insurance.',
    ]);
    const read = ok(officer).analysis.requirements;
    expect(read.filter((r) => r.kind === 'condition').map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'Background check',
        'Written exam',
        'Psychological evaluation',
        'Physical ability test',
      ]),
    );
    expect(read.map((r) => r.name)).not.toContain('Investigations');
    expect(read.map((r) => r.name)).not.toContain('HiSET');
  });

  it('reads a raise by an amount as a pay span, and a labelled pay line before pay in the prose', () => {
    const rep = body([
      'Customer Service Representative',
      'Summit Ridge Insurance Services',
      '',
      'We are hiring remote customer service representatives. The client may hire you directly at $50,000 per year.',
      'Must have:',
      '- 1 year of customer service experience',
      'Weekend differential pay: $2.00/hour.',
      'Temp pay rate: $17.00/hour, with a $0.50 raise after completing training.',
    ]);
    expect(ok(rep).analysis.pay).toEqual({ min: 17, max: 17.5, period: 'hour', currency: 'USD' });
  });

  it('reads the title under or beside a government employer, after "wanted", and not from a labelled schedule', () => {
    const duties = [
      '',
      'DUTIES',
      '- Interview applicants, verify income and determine eligibility for food and cash aid',
      'MINIMUM QUALIFICATIONS',
      '- One year of experience in public contact work',
      'Salary: $3,950 - $4,870 per month',
    ];
    const state = ok(
      body(['STATE OF COLUMBIA — DEPARTMENT OF SOCIAL SERVICES', 'ELIGIBILITY WORKER I', ...duties]),
    );
    expect(state.title).toBe('ELIGIBILITY WORKER I');
    expect(state.company).toBe('STATE OF COLUMBIA — DEPARTMENT OF SOCIAL SERVICES');
    expect(state.analysis.occupation?.code).toBe('43-4061.00');
    const city = ok(body(['CITY OF MARROWSTONE — ELIGIBILITY WORKER I', ...duties]));
    expect(city.title).toBe('ELIGIBILITY WORKER I');
    expect(city.company).toBe('CITY OF MARROWSTONE');
    const salon = ok(
      body([
        'Hairstylist wanted at Velvet & Vine Salon!',
        '',
        'Guaranteed $15/hr plus tips. You will do cuts, color and blowouts, keep your station clean and book your clients through Vagaro.',
        'You: a licensed cosmetologist with at least 1 year behind the chair, confident in precision cuts, foils and color.',
      ]),
    );
    expect(salon.title).toBe('Hairstylist');
    expect(salon.company).toBe('Velvet & Vine Salon');
    expect(salon.analysis.occupation?.code).toBe('39-5012.00');
    const aide = ok(
      body([
        'INSTRUCTIONAL ASSISTANT (PARAPROFESSIONAL)',
        'Brookhaven City Schools',
        'Classification: Classified, 7 hrs/day, school year',
        '',
        'Under the direction of a certificated teacher, works with individual students and small groups to reinforce reading and math lessons, supervises students during recess and lunch, and keeps attendance records.',
        'Minimum qualifications: high school diploma and passing the paraprofessional assessment.',
        'Rate: $17.80 - $22.40 hourly',
      ]),
    );
    expect(aide.title).toBe('INSTRUCTIONAL ASSISTANT (PARAPROFESSIONAL)');
    expect(aide.analysis.occupation?.code).toBe('25-9042.00');
    // a one-line ad's "Title, Employer, City ST" by commas
    const lpn = ok(
      'LPN - Long-term care, Riverside Manor, Dayton OH. $28-$32/hr. Requirements: Active Ohio LPN license, BLS certification, 1 year of long-term care experience. Duties: medication administration, wound care, documenting in PointClickCare. Apply at riverside-example.com/careers',
    );
    expect([lpn.title, lpn.company, lpn.location]).toEqual([
      'LPN - Long-term care',
      'Riverside Manor',
      'Dayton OH',
    ]);
    expect(lpn.analysis.occupation?.code).toBe('29-2061.00');
  });

  it('reads pay by the shift, and "up to" a higher rate as a span unless a differential makes it', () => {
    const posting = (pay: string) =>
      body([
        'Overnight Caregiver - Harbor Home Care (Eugene, OR)',
        '',
        'Harbor Home Care is hiring a caregiver for overnight shifts with an older client at home.',
        'Responsibilities:',
        '- Help with toileting, repositioning and transfers',
        '- Give medication reminders and keep the care log',
        'Requirements:',
        '- CPR certification',
        '- 1 year of caregiving experience',
        pay,
      ]);
    const caregiver = ok(posting('Pay: $190 per 12-hour shift (8pm-8am)'));
    // "Title - Employer (City, ST)" gives all three
    expect([caregiver.title, caregiver.company, caregiver.location]).toEqual([
      'Overnight Caregiver',
      'Harbor Home Care',
      'Eugene, OR',
    ]);
    expect(caregiver.analysis.pay).toEqual({
      min: 190,
      max: 190,
      period: 'shift',
      currency: 'USD',
    });
    expect(ok(posting('Starting at $20/hr, up to $24/hr with experience.')).analysis.pay).toEqual({
      min: 20,
      max: 24,
      period: 'hour',
      currency: 'USD',
    });
    expect(
      ok(posting('Earn $18.75/hour, or up to $20.25/hour on the overnight shift (includes a differential).'))
        .analysis.pay,
    ).toEqual({ min: 18.75, max: 18.75, period: 'hour', currency: 'USD' });
  });

  it("reads a one-paragraph posting's title and a graduate of a program as a postsecondary certificate", () => {
    const paragraph =
      'Warehouse Associate at Bluewater Home Goods Distribution Center, Joliet, IL – full-time, weekend night shift, starting pay $20.25 an hour with a $2.00 weekend premium; as a warehouse associate you will pick customer orders with an RF scanner, pack and label cartons, and load and unload trailers, build pallets and keep aisles clean and safe. You must be 18 or older and able to lift 50 lbs. No experience needed: we train you on the scanner and the pallet jack. Apply online.';
    const read = ok(paragraph).analysis;
    expect(read.occupation?.code).toBe('53-7062.00');
    expect(read.pay).toEqual({ min: 20.25, max: 20.25, period: 'hour', currency: 'USD' });
    const ma = body([
      'Medical Assistant',
      'BrightPath Staffing - Mesa, AZ',
      '',
      'BrightPath is recruiting a Medical Assistant for a busy family medicine clinic in Mesa.',
      'Day to day you will room patients, take vitals and histories, give injections, and draw blood.',
      'What our client needs:',
      '* Graduate of an accredited medical assistant program',
      '* BLS',
      '* At least 1 year of clinical experience in an outpatient setting',
      'Pay rate: $21-$24 per hour, paid weekly. Temps can enroll in medical benefits after 30 days.',
    ]);
    expect(educationLevel(ok(ma).analysis.education ?? '')).toBe(2);
    expect(educationLevel('Graduate of an accredited nursing program (ADN accepted)')).toBe(3);
    expect(educationLevel('Equivalent to completion of the twelfth grade')).toBe(1);
    expect(
      educationLevel('At least 12 semester hours of college coursework in early childhood education'),
    ).toBe(2);
  });

  it('refuses a resume, and reads a short posting that says its pay by the hour and what it looks for', () => {
    const resume = body([
      'MARISOL VEGA, CNA',
      'Dayton, OH · (937) 555-0148 · marisol.vega@example.com',
      '',
      'PROFESSIONAL SUMMARY',
      'State Tested Nursing Assistant with 4 years of experience in long-term care. Skilled in bathing, dressing and vital signs. CPR certified.',
      '',
      'EXPERIENCE',
      'State Tested Nursing Assistant – Oak Terrace Health Campus (2022–present)',
      '• Provide daily care for 12–14 residents on a memory care unit',
      'Dietary Aide – Oak Terrace Health Campus (2020–2022)',
      '',
      'EDUCATION AND CERTIFICATIONS',
      'High school diploma, Belmont High School, 2020',
      'Looking for a full-time day-shift CNA role.',
    ]);
    expect(analyse(resume)).toEqual({ ok: false, reason: POSTING_REJECTIONS.resume });
    const crew = body([
      'Crew Member',
      'Sunny Side Burgers - Lubbock, TX',
      '',
      '$13 - $15 an hour · Part-time or full-time',
      'Sunny Side Burgers is hiring crew members for all shifts. No experience needed!',
      "What you'll do:",
      '• Greet guests and take orders at the counter',
      '• Handle cash and card payments accurately',
      "What we're looking for:",
      '• 16 years or older',
      '• Friendly attitude and good teamwork',
    ]);
    expect(ok(crew).analysis.requirements.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Customer service', 'Order taking', 'Cash handling', 'Teamwork']),
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
      'a cover letter',
      body([
        'Dana Whitfield',
        '14 Orchard Lane, Mesa, AZ · (555) 014-3321',
        '',
        'Dear Ms. Ortega,',
        '',
        'I am writing to apply for the Pharmacy Technician position at Desert Sun Pharmacy. I hold a current Arizona pharmacy technician license and PTCB certification, and for two years I have filled prescriptions, managed inventory and handled insurance claims at a busy retail pharmacy.',
        '',
        'I am careful with counts and calm with customers, and I would welcome the chance to bring that to your team. I am available for full-time shifts, including weekends.',
        '',
        'Thank you for your time.',
        '',
        'Best regards,',
        'Dana Whitfield',
      ]),
      POSTING_REJECTIONS.coverLetter,
    ],
    [
      'a news story about hiring',
      body([
        'Warehouses race to hire before the holidays',
        'By Marcus Lee, Business Reporter',
        '',
        'TOLEDO — Distribution centers across northwest Ohio are offering forklift operators up to $24 an hour this season, employers said Monday.',
        '',
        'Applicants need a high school diploma and must be able to lift 50 pounds, according to a regional staffing agency, which said it has placed 300 workers since September. "Anyone with a forklift certification can start next week," a spokesperson said. Benefits and shift differentials are also rising, the agency said.',
      ]),
      POSTING_REJECTIONS.notAPosting,
    ],
    [
      'a training course page (S140)',
      body([
        'Phlebotomy Technician Program - Evening Cohort',
        'Lakeside Career Institute',
        '',
        'Program length: 10 weeks, two evenings a week, plus 40 hours of clinical practice.',
        'Tuition: $1,850, payment plans and financial aid for those who qualify.',
        'Admission requirements: 18 or older, high school diploma or GED, a background check and a drug screen.',
        "What you'll learn: venipuncture, capillary draws, specimen handling and labeling, infection control.",
        'Graduates earn a certificate and may sit for the national phlebotomy certification exam. Next start dates: March 3 and May 5.',
      ]),
      POSTING_REJECTIONS.course,
    ],
    [
      "a worker's own review (S140)",
      body([
        'Mid-Year Check-In - Line Cook',
        'Name: R. Alvarez    Manager: T. Kim',
        '',
        'What went well: I took over the grill station on weekends and cut my ticket times to under 12 minutes. I trained two new prep cooks on knife safety and our labeling system.',
        'What I want to improve: my consistency on sauces and keeping my station cleaner during the rush.',
        "Goals: I'd like to finish my ServSafe Manager certificate and be considered for the sous chef opening. I would also like to talk about pay: I am at $17.50/hour and the kitchen lead band starts at $19.",
        'Signature: ________   Date: ________',
      ]),
      POSTING_REJECTIONS.personal,
    ],
    [
      'a wage clause of a union contract (S140)',
      body([
        'ARTICLE 9 - HOURS AND OVERTIME',
        '',
        '9.1 The normal work week shall consist of forty (40) hours, Monday through Friday, for all full-time employees in the bargaining unit.',
        '9.2 Work performed in excess of eight (8) hours in a day or forty (40) hours in a week shall be paid at one and one-half times the regular hourly rate.',
        '9.3 Overtime shall be offered by seniority within each classification. An employee who declines overtime shall be charged the hours offered.',
        '9.4 Custodian I: $18.20 per hour; Custodian II: $19.85 per hour; Lead Custodian: $21.40 per hour.',
      ]),
      POSTING_REJECTIONS.contract,
    ],
    [
      "a job board's page for a posting taken down (S150)",
      body([
        'Sorry, this listing has expired.',
        '',
        'The job you are looking for has been removed by the employer. It may have been filled.',
        '',
        'You might also like:',
        'Line Cook - 2.4 mi - $17/hr',
        'Dishwasher - 0.8 mi - $15/hr',
        'Prep Cook - 4.0 mi - $16.50/hr, full-time',
        '',
        'We use cookies to personalise content. Accept all cookies or manage your preferences. © 2026 Jobly.',
      ]),
      POSTING_REJECTIONS.expired,
    ],
    [
      'a nurse aide school ad (S150)',
      body([
        'START YOUR HEALTHCARE CAREER IN 6 WEEKS',
        'Lakeview Training Center - State-approved Nurse Aide Program',
        'Next class begins March 3. Day, evening and weekend options.',
        '- 80 hours of classroom and clinical training',
        '- Certificate on completion, ready for the state exam',
        '- Job placement help with area hospitals and nursing homes',
        'Cost: $1,050, payment plans available. Must be 18 or older.',
        'Call 555-0144 to reserve your seat today!',
      ]),
      POSTING_REJECTIONS.course,
    ],
    [
      'a news story with a byline written "By Staff Writer" (S158)',
      body([
        'Why Warehouses Cannot Keep Their Pickers',
        '',
        'By Staff Writer | Logistics Weekly',
        '',
        'When the Lakeside distribution center lost a third of its night shift to a new fulfillment hub in 2025, it had to cancel weekend deliveries for a month. According to industry surveys, turnover among order pickers runs above 40% a year at many sites.',
        '"We train them, and six months later they are across the highway for a dollar more," said one operations manager. Employers are answering with weekly pay, shift choice and paid forklift certification.',
      ]),
      POSTING_REJECTIONS.notAPosting,
    ],
    [
      'an email between colleagues about hiring (S158)',
      body([
        'Subject: Re: Thursday interviews - warehouse lead',
        '',
        'Hi Marcus,',
        '',
        'I can do the 9:00 and the 2:00 on Thursday, but could you move the 11:30 candidate to Friday? Please print their resumes and the interview sheet. I want to ask each of them about forklift experience and how they handle a late truck.',
        '',
        'Thanks!',
        'Dana',
        'Operations Manager, Lakeside Distribution',
      ]),
      POSTING_REJECTIONS.email,
    ],
    [
      "a job seeker's own ad (S146)",
      'Licensed plumber looking for work around Tulsa. 12 years residential and light commercial, own van and tools, backflow certified. Weekends fine. $40/hr or best offer. Call 918-555-0133.',
      POSTING_REJECTIONS.personal,
    ],
    [
      'an article',
      'The history of lighthouses\n\nFor centuries lighthouses guided ships past rocks and shoals. The first were fires lit on hills; later towers carried oil lamps and then Fresnel lenses that threw a beam many miles out to sea. Keepers lived at the light with their families, trimming wicks and winding the clockwork through the night. Today most lights are automated and the old towers are museums.',
      POSTING_REJECTIONS.notAPosting,
    ],
  ])('%s', (_name, text, reason) => {
    expect(analyse(text)).toEqual({ ok: false, reason });
  });

  it('reads a short ad that states the years in its title, a degree and a salary in thousands as a posting (S140)', () => {
    const short = ok(
      body([
        'Frontend Web Developer (remote, US) — 3+ yrs — React/TypeScript',
        "Small product team at a nonprofit ticketing platform. You'll build and maintain accessible pages in React, TypeScript, HTML and CSS, write unit tests with Jest, and review pull requests in GitHub. Bachelor's in CS or equivalent experience. $95k–$115k base.",
      ]),
    );
    expect(short.analysis.requirements.map((r) => r.name)).toEqual(
      expect.arrayContaining(['React', 'TypeScript']),
    );
  });

  it('the dev set recipe', () => {
    for (const item of dev.items.filter((i) => 'notAPosting' in i.expected))
      expect(analyse(item.text).ok).toBe(false);
  });
});

describe('names are also compared strictly, one to one (S129, an independent review of the lenient rules)', () => {
  it('never lets a bare word or a related name stand for another requirement', () => {
    expect(strictRequirement('CDL Class A', 'CDL Class B')).toBe(false);
    expect(strictRequirement('Welding', 'AWS Certified Welder')).toBe(false);
    expect(strictRequirement('Power tools', 'three-phase power')).toBe(false);
    expect(strictRequirement('First Aid', 'Mental Health First Aid certification')).toBe(false);
    expect(strictRequirement('Pallet jack', 'palletizing')).toBe(false);
  });

  it('keeps what names the same requirement', () => {
    expect(strictRequirement('CDL Class A', 'Class A CDL')).toBe(true);
    expect(strictRequirement('MIG welding', 'GMAW (MIG) welding')).toBe(true);
    expect(strictRequirement('CMSRN', 'Med-Surg certification (CMSRN)')).toBe(true);
    expect(strictRequirement('NEC', 'National Electrical Code')).toBe(true);
    expect(strictRequirement('Texas LVN license', 'LVN licence')).toBe(true);
  });

  it('credits each found name with one expected name at most', () => {
    const same = (f: string, e: string) => e.toLowerCase().includes(f.toLowerCase());
    expect(matchedPairs(['Welding'], ['MIG welding', 'TIG welding', 'Stick welding'], same)).toBe(1);
    expect(matchedPairs(['MIG', 'TIG', 'MIG'], ['MIG welding', 'TIG welding'], same)).toBe(2);
    expect(matchedPairs([], ['MIG welding'], same)).toBe(0);
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

  it('by word stems, word order, US state names and "up to" a weight in pounds', () => {
    expect(sameRequirement('Lifting 50 lbs', 'lifting up to 50 pounds')).toBe(true);
    expect(sameRequirement('Lifting 50 lbs', 'ability to lift 50 lbs')).toBe(true);
    expect(sameRequirement('Lifting 50 lbs', 'lifting 40 lbs')).toBe(false);
    expect(sameRequirement('LPN/LVN license', 'LVN/LPN licence (Texas)')).toBe(true);
    expect(
      sameRequirement(
        'Title 4 Basic Liquor Training certificate (Arizona)',
        'Arizona Title 4 Basic Liquor Training certificate',
      ),
    ).toBe(true);
    expect(sameRequirement('Registered Nurse licence', 'RN license')).toBe(true);
    expect(sameRequirement('Plumbing repair', 'plumbing repairs')).toBe(true);
    expect(sameRequirement('Texas RN license', 'Texas LPN license')).toBe(false);
  });
});

/**
 * What the analyser measured on its dev set, less a little (bench/RESULTS.md has the figures). Since
 * the duty skills (docs/decisions.md S125) the analyser reads more of a posting's work than this
 * set's expected lists name, so its precision here is lower than before (train 93.8%, test 89.1%).
 */
// S137: the duties of more fields are read (motion graphics, toileting, photo retouching in the train
// part's postings, duties its author did not list): train precision 86.3% -> 85.1%
const FLOORS = { train: { recall: 0.95, precision: 0.85 }, test: { recall: 0.86, precision: 0.85 } } as const;

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
