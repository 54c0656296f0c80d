import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogResourceSchema } from '../../shared/catalog.schema.ts';
import { parseLocation } from '../../shared/location.ts';
import { careerPaths } from '../catalog/careers/index.ts';
import { BUILT_IN_ALIASES } from './builtin-occupations.ts';
import { judgeTitles, readTitleSet } from './eval/judge-titles.ts';
import { loadOccupationData } from './occupation-data.ts';
import { occupationCareerId, occupationCodeOf } from './occupation-roadmap.ts';
import { createOccupations } from './occupations.service.ts';
import { editDistance, stem, titleKey } from './title-index.ts';
import { MATCH_CONFIDENCE } from './title-resolution.ts';

const occupations = createOccupations({ careers: careerPaths });
const { data, states } = loadOccupationData();
const SOURCE = new URL('../../../../shared/data/labour-market/', import.meta.url);

describe('the committed occupation data', () => {
  it('holds every O*NET occupation, with BLS wages for most', () => {
    expect(data.occupations).toHaveLength(1016);
    expect(new Set(data.occupations.map((o) => o.code)).size).toBe(1016);
    expect(data.occupations.filter((o) => o.wages).length).toBeGreaterThan(900);
    expect(states.areas).toContain('Illinois');
  });

  it.skipIf(!existsSync(SOURCE))('matches the BLS national file it was built from', () => {
    const lines = readFileSync(new URL('bls-oews/national_M2024_dl.tsv', SOURCE), 'utf8').split('\n');
    const header = lines[0]?.split('\t') ?? [];
    const col = (name: string) => header.indexOf(name);
    for (const code of ['15-1252', '29-1141', '47-2111']) {
      const row = lines
        .map((l) => l.split('\t'))
        .find((c) => c[col('OCC_CODE')] === code && c[col('O_GROUP')] === 'detailed');
      const o = data.occupations.find((x) => x.code === `${code}.00`);
      expect(o?.wages?.p50).toBe(Number(row?.[col('A_MEDIAN')]));
      expect(o?.wages?.employment).toBe(Number(row?.[col('TOT_EMP')]));
    }
  });
});

describe('title search', () => {
  it('reads plurals, case, punctuation and accents the same', () => {
    expect(stem('nurses')).toBe('nurse');
    expect(stem('technologies')).toBe('technology');
    expect(stem('analysis')).toBe('analysis');
    expect(titleKey('  Registered NURSES ')).toBe(titleKey('registered nurse'));
    expect(titleKey('Café Manager')).toBe(titleKey('cafe manager'));
  });

  it('measures typos by edit distance, giving up past the limit', () => {
    expect(editDistance('registerd', 'registered', 2)).toBe(1);
    expect(editDistance('sofware', 'software', 1)).toBe(1);
    expect(editDistance('nurse', 'nrsue', 2)).toBe(2);
    expect(editDistance('abc', 'xyzabc', 1)).toBe(2);
  });

  it.each([
    ['Registered Nurse', '29-1141.00'],
    ['registered nurses', '29-1141.00'],
    ['ELECTRICIAN', '47-2111.00'],
  ])('resolves "%s" to its one occupation', (title, code) => {
    const found = occupations.resolve(title);
    expect(found).toMatchObject({ kind: 'match', option: { kind: 'occupation', code } });
  });

  it('resolves a built-in title, or its plural, to the built-in path', () => {
    expect(occupations.resolve('data scientists')).toMatchObject({ kind: 'match', option: { careerId: 4 } });
  });

  it.each([
    ['registerd nurse', 'Registered Nurses'],
    ['data scien', 'Data Scientist'],
    ['sofware engineer', 'Software Developers'],
  ])('offers choices for "%s", never a guess, with %s first', (typed, first) => {
    const found = occupations.resolve(typed);
    expect(found.kind).toBe('choices');
    expect(found.kind === 'choices' && found.options[0]?.title).toBe(first);
  });

  it('names the other name that matched only when the title itself does not explain the match', () => {
    const found = occupations.resolve('data scien');
    const options = found.kind === 'choices' ? found.options : [];
    // "Data Scientist" covers "data scien" itself; "Statisticians" matched through another name
    expect(options.find((o) => o.title === 'Data Scientist')?.alsoCalled).toBeNull();
    expect(options.find((o) => o.title === 'Statisticians')?.alsoCalled).toMatch(/data scien/i);
  });

  it('resolves the other names job postings give a built-in path to that path', () => {
    for (const [id, names] of Object.entries(BUILT_IN_ALIASES)) {
      for (const name of names) {
        expect(occupations.resolve(name), name).toMatchObject({
          kind: 'match',
          option: { careerId: Number(id) },
        });
        expect(occupations.resolve(name.toLowerCase()), name).toMatchObject({
          kind: 'match',
          option: { careerId: Number(id) },
        });
      }
    }
  });

  it('resolves a name one occupation has officially and others list as another name to the official one', () => {
    for (const typed of ['cashier', 'Marketing Manager']) {
      const key = titleKey(typed);
      // the premise, from the data: several occupations go by this name, one of them officially
      const named = data.occupations.filter((o) =>
        [o.title, ...o.alternateTitles, ...o.reportedTitles].some((t) => titleKey(t) === key),
      );
      const official = named.filter((o) => titleKey(o.title) === key);
      expect(named.length, typed).toBeGreaterThan(1);
      expect(official.length, typed).toBe(1);
      expect(occupations.resolve(typed), typed).toMatchObject({
        kind: 'match',
        option: { kind: 'occupation', code: official[0]!.code },
      });
    }
  });

  it('offers choices when a name belongs to several occupations', () => {
    const found = occupations.resolve('nurse');
    expect(found.kind).toBe('choices');
    if (found.kind === 'choices') {
      expect(found.options.length).toBeGreaterThan(1);
      expect(found.options.length).toBeLessThanOrEqual(5);
    }
  });

  it('finds nothing for a title made of unknown words', () => {
    expect(occupations.resolve('Zqxv Qwfp')).toEqual({ kind: 'none' });
  });

  it('suggests at most the limit, each matching every typed word', () => {
    const options = occupations.suggest('dat', 5);
    expect(options.length).toBe(5);
    expect(
      options
        .slice(0, 2)
        .map((o) => o.title)
        .sort(),
    ).toEqual(['Data Analyst', 'Data Scientist']);
  });

  it('suggests, among occupations that share a name, the most common jobs first', () => {
    const options = occupations.suggest('teacher', 5);
    const employment = (code: string | null) =>
      data.occupations.find((o) => o.code === code)?.wages?.employment ?? 0;
    const shown = options.map((o) => employment(o.code));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    // no occupation that also goes by "Teacher" employs more people than the last one shown
    const sharing = data.occupations.filter((o) =>
      o.alternateTitles.some((t) => t.toLowerCase() === 'teacher'),
    );
    const last = shown.at(-1) ?? 0;
    const hidden = sharing.filter((o) => !options.some((x) => x.code === o.code));
    expect(hidden.every((o) => (o.wages?.employment ?? 0) <= last)).toBe(true);
  });

  it('suggests the common job a partly typed word starts, not a rare name that has the word (docs/decisions.md S90)', () => {
    const titles = occupations.suggest('soft', 5).map((o) => o.title);
    expect(titles).toContain('Software Developers');
    // the rare other names come after every official title the word starts
    const developers = titles.indexOf('Software Developers');
    const sugar = occupations.suggest('soft', 5).findIndex((o) => o.alsoCalled === 'Soft Sugar Supervisor');
    if (sugar >= 0) expect(developers).toBeLessThan(sugar);
    expect(occupations.suggest('electrician', 5)[0]?.title).toBe('Electricians');
    expect(occupations.suggest('nurs', 5)[0]?.title).toBe('Registered Nurses');
    expect(occupations.suggest('accountant', 5)[0]?.title).toBe('Accountants and Auditors');
    expect(occupations.suggest('driv', 5)[0]?.title).toBe('Heavy and Tractor-Trailer Truck Drivers');
  });

  it('suggests built-in paths first, then occupations named by their titles, the most common first', () => {
    const options = occupations.suggest('data', 5);
    expect(options.slice(0, 2).map((o) => o.kind)).toEqual(['career', 'career']);
    // the occupations after them: each named by its own title, by employment among the same kind of match
    const named = options.slice(2).filter((o) => o.alsoCalled === null);
    expect(named.length).toBeGreaterThan(0);
    const employment = (code: string | null) =>
      data.occupations.find((o) => o.code === code)?.wages?.employment ?? 0;
    const figures = named.map((o) => employment(o.code));
    expect(figures).toEqual([...figures].sort((a, b) => b - a));
  });

  it('does not suggest typo look-alikes beside an exact name ("lawyer" is not a "Layer")', () => {
    expect(occupations.suggest('lawyer', 5).map((o) => o.title)).toEqual(['Lawyers']);
  });

  it('offers a built-in path among the choices for a name several occupations share', () => {
    const found = occupations.resolve('ux designer');
    expect(found.kind).toBe('choices');
    expect(found.kind === 'choices' && found.options[0]).toMatchObject({
      kind: 'career',
      title: 'UI/UX Designer',
    });
  });

  it('does not read an acronym as a plural ("dat" is not "DATS")', () => {
    expect(occupations.resolve('dat').kind).not.toBe('match');
  });

  it.each([
    ['Kubernetes Wrangler Nurse', '29-1141.00'],
    ['asdf nurse', '29-1141.00'],
  ])(
    'builds the local engine’s roadmap for "%s" from the nearest occupation, saying which',
    (title, code) => {
      const draft = occupations.nearestDraft(title);
      expect(draft?.occupationCode).toBe(code);
      expect(draft?.summary).toContain('this roadmap is built from the nearest one, Registered Nurses');
    },
  );
});

describe('title resolution of posting titles (docs/product.md §5 Title resolution)', () => {
  it.each([
    ['Senior RN - ICU - Night Shift', '29-1141.03', 'senior'],
    ['Travel RN - Med Surg (13 weeks)', '29-1141.00', null],
    ['Journeyman Electrician - Chicago, IL', '47-2111.00', 'mid'],
    ['Apprentice Electrician', '47-2111.00', 'entry'],
    ['CDL-A Truck Driver - OTR - $1,500 Sign-On Bonus', '53-3032.00', null],
    ['Elementary School Teacher (Part-Time)', '25-2021.00', null],
    ['Sr. Accountant - Contract - Remote', '13-2011.00', 'senior'],
    ['Line Cook - Nights | $18/hr', '35-2014.00', null],
    ['CNA - PRN - Weekends', '31-1131.00', null],
    ['HVAC Tech II', '49-9021.00', 'mid'],
    ['Waiter/Waitress', '35-3031.00', null],
  ])('reads "%s" as %s, keeping the level (%s) apart', (title, code, level) => {
    expect(occupations.resolve(title)).toMatchObject({
      kind: 'match',
      confidence: 1,
      option: { kind: 'occupation', code, level },
    });
  });

  it.each([
    ['Firefighter/EMT', ['33-2011.00', '29-2042.00']],
    ['Catering Driver/Server', ['53-3031.00', '35-3031.00']],
    ['Cashier/Stocker - Grocery', ['41-2011.00', '53-7065.00']],
  ])('offers both jobs of "%s", two titles in one, the first side first', (title, codes) => {
    const found = occupations.resolve(title);
    expect(found.kind === 'choices' && found.options.map((o) => o.code)).toEqual(codes);
  });

  it('offers the occupation a qualifier names with the near match\'s role ("Hotel Manager" in a hotel AGM)', () => {
    const found = occupations.resolve('Assistant General Manager - Hotel');
    expect(found.kind === 'choices' && found.options.map((o) => o.code)).toEqual([
      '11-1021.00',
      '11-9081.00',
    ]);
  });

  it('reads a senior title as the same built-in path', () => {
    expect(occupations.resolve('Senior Data Scientist (Remote)')).toMatchObject({
      kind: 'match',
      option: { kind: 'career', careerId: 4, level: 'senior' },
    });
  });

  it('matches a title that names nothing exactly only above the measured confidence', () => {
    const found = occupations.resolve('Director of Finance');
    expect(found).toMatchObject({ kind: 'match', option: { code: '11-3031.00' } });
    expect(found.kind === 'match' && found.confidence).toBeGreaterThanOrEqual(MATCH_CONFIDENCE);
    expect(found.kind === 'match' && found.confidence).toBeLessThan(1);
  });

  it.each([
    ['Cook', '35-2014.00'],
    ['Teacher', '25-2021.00'],
    ['Driver', '53-3032.00'],
  ])(
    'offers choices for "%s", a name several occupations share, with the most common job among them',
    (title, code) => {
      const found = occupations.resolve(title);
      expect(found.kind).toBe('choices');
      expect(found.kind === 'choices' && found.options.map((o) => o.code)).toContain(code);
    },
  );

  it('never takes a name one occupation lists alone when another occupation’s own title holds it', () => {
    const found = occupations.resolve('Veterinary Assistant');
    expect(found.kind).toBe('choices');
    expect(found.kind === 'choices' && found.options.map((o) => o.code).sort()).toEqual([
      '29-2056.00',
      '31-9096.00',
    ]);
  });

  // docs/decisions.md S142
  it('offers the field’s managers first and Chief Executives last for a vice president, never one alone', () => {
    for (const [title, manager] of [
      ['VP of Operations', '11-1021.00'],
      ['Vice President of Nursing', '11-9111.00'],
      ['SVP, Finance', '11-3031.00'],
      ['VP Human Resources', '11-3121.00'],
    ] as const) {
      const found = occupations.resolve(title);
      expect(found.kind).toBe('choices');
      const codes = found.kind === 'choices' ? found.options.map((o) => o.code) : [];
      expect(codes[0]).toBe(manager);
      expect(codes.at(-1)).toBe('11-1011.00');
      // managers only before it: "Operations Manager" is also a media technical director's name
      expect(codes.slice(0, -1).every((c) => c?.startsWith('11-'))).toBe(true);
    }
  });

  it('offers the occupation the title’s own person word names beside a wide O*NET filing', () => {
    const found = occupations.resolve('Veterinary Receptionist');
    expect(found.kind === 'choices' && found.options.map((o) => o.code)).toEqual([
      '31-9096.00',
      '43-4171.00',
    ]);
    // a person word most of the occupation's other names share changes nothing
    expect(occupations.resolve('Elevator Mechanic')).toMatchObject({
      kind: 'match',
      option: { code: '47-4021.00' },
    });
  });

  // docs/decisions.md S145
  it('never takes a name postings use for several jobs alone, even inside a longer title', () => {
    const found = occupations.resolve('Customer Account Executive');
    expect(found.kind).toBe('choices');
    expect(found.kind === 'choices' && found.options.map((o) => o.code)).toContain('41-3091.00');
  });

  // docs/decisions.md S152
  it('offers Food Service Managers for a manager of a restaurant named by its segment', () => {
    const found = occupations.resolve('Assistant General Manager - Casual Dining');
    expect(found.kind === 'choices' && found.options.map((o) => o.code)).toContain('11-9051.00');
  });

  // docs/decisions.md S144
  it('offers the occupation a qualifier names with the matched name’s words ("Dairy Farm Worker")', () => {
    const found = occupations.resolve('General Farm Worker - Dairy');
    expect(found.kind === 'choices' && found.options.map((o) => o.code)).toEqual([
      '45-2092.00',
      '45-2093.00',
    ]);
    expect(occupations.resolve('General Farm Worker')).toMatchObject({
      kind: 'match',
      option: { code: '45-2092.00' },
    });
  });

  it('offers the nearest occupations as choices for a title with extra words, never a silent guess', () => {
    const found = occupations.resolve('Registered Nurse Float Pool');
    expect(found.kind).toBe('choices');
    expect(found.kind === 'choices' && found.options[0]?.code).toBe('29-1141.00');
    expect(occupations.resolve('asdf nurse').kind).toBe('choices');
  });

  // docs/decisions.md S93: what a posting title says is not always the job; then the user chooses
  it.each([
    // a lead who supervises is the trade's first-line supervisor
    ['Lead Carpenter', ['47-2031.00', '47-1011.00']],
    ['Lead Cashier', ['41-2011.00', '41-1011.00']],
    ['Lead Security Officer', ['33-9032.00', '33-1091.00']],
  ])('offers a "%s" the trade and its first-line supervisors', (title, codes) => {
    const found = occupations.resolve(title);
    expect(found.kind === 'choices' && found.options.map((o) => o.code)).toEqual(codes);
    expect(found.kind === 'choices' && found.options[0]?.level).toBe('lead');
  });

  it.each([
    // as typed one occupation's other name, spelled out three's
    ['Tire Tech', '49-3093.00'],
    // role words only: no trade named
    ['Shift Lead', '35-1012.00'],
    // another name of one occupation that shares no word with it
    ['Account Executive', '11-2011.00'],
    // an "All Other" occupation's other name
    ['Dental Office Manager', '11-9199.00'],
  ])('offers choices for "%s", never one silent guess', (title, code) => {
    const found = occupations.resolve(title);
    expect(found.kind).toBe('choices');
    expect(found.kind === 'choices' && found.options.map((o) => o.code)).toContain(code);
  });

  it.each([
    // the abbreviation spelled out is one occupation's own title
    ['Customer Service Rep - Bilingual', '43-4051.00'],
    // an occupation whose title excludes a name is not a rival for it
    ['EMT', '29-2042.00'],
    ['EMT-Basic - Ambulance', '29-2042.00'],
    ['TSA Officer', '33-9093.00'],
    // one specific word another name of one occupation: its job
    ['Attorney', '23-1011.00'],
    ['Lead RN', '29-1141.00'],
  ])('matches "%s" to its one occupation', (title, code) => {
    const found = occupations.resolve(title);
    expect(found.kind === 'match' && found.option.code).toBe(code);
  });

  // docs/decisions.md S121: a match through another name is taken alone only when the title agrees
  it.each([
    // another word of the title names other people: truck drivers, cleaners, nurses
    ['Hazmat Tanker Driver', '47-4041.00', '53-3032.00'],
    ['Porter - Commercial Cleaning', '39-6011.00', '37-2011.00'],
    ['Nurse Educator - Clinical', '21-1091.00', '29-1141.00'],
    ['MDS Coordinator - RN', '29-9021.00', '29-1141.00'],
    // an apprentice of a trade is in the trade, not its helpers: the trade first
    ['Electrician Apprentice', '47-3013.00', '47-2111.00'],
    // a teacher title that names no level
    ['CTE Teacher - Welding', '25-2023.00', '25-2032.00'],
  ])(
    'offers choices for "%s": its other name’s occupation and the one the rest of it names',
    (title, named, other) => {
      const found = occupations.resolve(title);
      expect(found.kind).toBe('choices');
      const codes = found.kind === 'choices' ? found.options.map((o) => o.code) : [];
      expect(codes).toEqual(expect.arrayContaining([named, other]));
    },
  );

  it('puts the level a teacher title names first, and the trade before its helpers', () => {
    const teacher = occupations.resolve('CTE Teacher (High School)');
    expect(teacher.kind === 'choices' && teacher.options[0]?.code).toBe('25-2032.00');
    const apprentice = occupations.resolve('Electrician Apprentice');
    expect(apprentice.kind === 'choices' && apprentice.options[0]?.code).toBe('47-2111.00');
  });

  it('never takes alone a one-word other name that shares nothing with its occupation ("Floater")', () => {
    expect(occupations.resolve('Floater').kind).toBe('choices');
  });

  it.each([
    // most of Software Developers' other names are engineers
    ['Software Engineer', '15-1252.00'],
    ['Bellman', '39-6011.00'],
    ['Nanny', '39-9011.01'],
    ['Welder', '51-4121.00'],
  ])('still takes "%s" alone: nothing in the title points elsewhere', (title, code) => {
    const found = occupations.resolve(title);
    expect(found.kind === 'match' && found.option.code).toBe(code);
  });

  it('says a curated career is one when the title names its occupation', () => {
    const found = occupations.resolve('Sr. Electrician');
    expect(found.kind === 'match' && found.option).toMatchObject({
      code: '47-2111.00',
      curatedTitle: 'Electrician',
      level: 'senior',
    });
  });

  it('on the development set: no wrong single match, and right or a right choice for 95% or more', () => {
    const report = judgeTitles(readTitleSet('dev-titles.json'), (t) => occupations.resolve(t));
    expect(report.total).toBeGreaterThanOrEqual(600);
    expect(report.counts.wrong).toBe(0);
    expect((report.counts.right + report.counts.choices) / report.total).toBeGreaterThanOrEqual(0.95);
  });
});

describe('occupation roadmaps', () => {
  it('give every occupation with ratings, or a rated neighbour, a roadmap with real links only', () => {
    let built = 0;
    for (const o of data.occupations) {
      const roadmap = occupations.roadmap(o.code);
      if (!roadmap) continue;
      built++;
      expect(roadmap.id).toBe(occupationCareerId(o.code));
      expect(occupationCodeOf(roadmap.id)).toBe(o.code);
      expect(roadmap.skills.length).toBeGreaterThan(0);
      for (const skill of roadmap.skills) {
        expect(skill.resources.length).toBeGreaterThan(0);
        for (const r of skill.resources) expect(catalogResourceSchema.safeParse(r).success).toBe(true);
      }
      for (const p of roadmap.projects) {
        for (const id of p.skillIds) expect(roadmap.skills.some((s) => s.id === id)).toBe(true);
      }
    }
    expect(built).toBeGreaterThan(923);
  });

  it('builds skills from the occupation’s own ratings, most important first', () => {
    // Nurse Practitioners: no curated career, so the roadmap is built from O*NET's data
    const practitioner = data.occupations.find((o) => o.code === '29-1171.00');
    const roadmap = occupations.roadmap('29-1171.00');
    const topSkill = practitioner?.skills[0];
    const name = topSkill ? data.skills[topSkill[0]]?.name : undefined;
    expect(roadmap?.skills.map((s) => s.name)).toContain(name);
    expect(roadmap?.projects.length).toBeGreaterThan(0);
    // the same O*NET skill is one item in every roadmap, so progress follows the person
    const other = occupations.roadmap('29-1151.00');
    const shared = roadmap?.skills.filter((s) => other?.skills.some((x) => x.id === s.id)) ?? [];
    expect(shared.length).toBeGreaterThan(0);
  });
});

describe('wages where the user is', () => {
  const nurse = data.occupations.find((o) => o.code === '29-1141.00');
  const illinois = states.means['29-1141']?.[states.areas.indexOf('Illinois')];

  it('adds the state mean for a U.S. location by abbreviation or name', () => {
    for (const state of ['IL', 'Illinois', 'il']) {
      const facts = occupations.facts('29-1141.00', { city: 'Springfield', state, country: 'US' });
      expect(facts?.stateWage).toEqual({ state: 'Illinois', year: states.year, mean: illinois });
      expect(facts?.wages?.median).toBe(nurse?.wages?.p50);
    }
  });

  it('says when only national figures apply', () => {
    const abroad = occupations.facts('29-1141.00', { city: 'Toronto', state: 'ON', country: 'Canada' });
    expect(abroad).toMatchObject({ scope: 'abroad', stateWage: null });
    expect(abroad?.scopeNote).toMatch(/national U\.S\. figures/);
    const noState = occupations.facts('29-1141.00', { city: 'Springfield', state: '', country: 'US' });
    expect(noState).toMatchObject({ scope: 'national', stateWage: null });
    expect(noState?.scopeNote).toBe('Add your state to your location ("City, ST") to see its figures.');
  });

  it('reads "Toronto, Canada" (city and a second part that is no U.S. state) as outside the U.S.', () => {
    const parsed = parseLocation('Toronto, Canada');
    const facts = parsed ? occupations.facts('29-1141.00', parsed) : undefined;
    expect(facts).toMatchObject({ scope: 'abroad', stateWage: null });
    expect(facts?.scopeNote).toBe(
      '“Canada” is not a U.S. state. Waymark has U.S. figures only: these are national U.S. figures.',
    );
    expect(facts?.wages?.median).toBe(nurse?.wages?.p50);
  });

  it.each([
    ['Columbus, Ohio, USA', 'Ohio'],
    ['Springfield, IL', 'Illinois'],
    ['Boise, ID, United States', 'Idaho'],
  ])('gives "%s" the state mean of %s, with its year', (typed, state) => {
    const parsed = parseLocation(typed);
    const facts = parsed ? occupations.facts('29-1141.00', parsed) : undefined;
    const mean = states.means['29-1141']?.[states.areas.indexOf(state)];
    expect(facts).toMatchObject({ scope: 'state', stateWage: { state, year: states.year, mean } });
  });
});

describe('more occupations that fit (discovery over every occupation)', () => {
  const student = {
    coursework: ['Data Structures', 'Algorithms', 'Database Systems', 'Software Engineering', 'Statistics'],
    skills: ['Python', 'Java', 'SQL', 'JavaScript', 'React', 'Git'],
    projects: ['web app'],
    interests: ['data', 'AI'],
  };

  it('ranks computer and mathematical occupations first for a CS student, naming why', () => {
    const fits = occupations.discover(student);
    expect(fits.length).toBe(10);
    const top = fits.slice(0, 5);
    expect(top.filter((f) => f.code.startsWith('15-')).length).toBeGreaterThanOrEqual(3);
    expect(fits.map((f) => f.title)).toContain('Software Developers');
    for (const f of fits) {
      const named = [...f.reasons.technologies, ...f.reasons.skills, ...f.reasons.knowledge];
      expect(named.length).toBeGreaterThan(0);
    }
  });

  it('ranks by interests alone when a background has nothing else to match', () => {
    for (const interests of [['helping people'], ['building things', 'outdoors'], ['art', 'design']]) {
      const fits = occupations.discover({ coursework: [], skills: [], projects: [], interests });
      expect(fits.length, interests.join()).toBe(10);
      for (const f of fits) {
        const o = data.occupations.find((x) => x.code === f.code)!;
        // each named interest is one the occupation has strongly (5 or more of 7 in O*NET)
        expect(f.reasons.interests.length).toBeGreaterThan(0);
        for (const type of f.reasons.interests)
          expect(o.riasec[data.riasec.indexOf(type)]).toBeGreaterThanOrEqual(5);
      }
      const scores = fits.map((f) => f.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    // with a skill to match, interests alone list nothing
    const withSkill = occupations.discover(
      { coursework: [], skills: ['Python'], projects: [], interests: ['art'] },
      2000,
    );
    for (const f of withSkill) {
      expect([...f.reasons.technologies, ...f.reasons.skills, ...f.reasons.knowledge].length).toBeGreaterThan(
        0,
      );
    }
  });

  it('names the user’s own entries behind each fit, as typed, never a tool name they did not type (S92)', () => {
    const fits = occupations.discover(student);
    for (const f of fits) {
      const said = [...f.said.skills, ...f.said.coursework, ...f.said.interests];
      expect(said.length, f.title).toBeGreaterThan(0);
      for (const s of f.said.skills) expect(student.skills, `${f.title}: ${s}`).toContain(s);
      for (const c of f.said.coursework) expect(student.coursework, `${f.title}: ${c}`).toContain(c);
      for (const i of f.said.interests) expect(student.interests, `${f.title}: ${i}`).toContain(i);
      // an entry is named when a reason came from it
      if (f.reasons.technologies.length > 0) expect(f.said.skills.length, f.title).toBeGreaterThan(0);
      if (f.reasons.knowledge.length > 0) expect(f.said.coursework.length, f.title).toBeGreaterThan(0);
    }
  });

  it('lets no single letter lift every occupation', () => {
    const fits = occupations.discover({ coursework: [], skills: ['R'], projects: [], interests: [] }, 2000);
    // only occupations that list the R language, or rate programming highly, match it: never every
    // one whose tools contain an "r"
    for (const f of fits) {
      expect(f.reasons.technologies.every((t) => t === 'R')).toBe(true);
      expect(f.reasons.skills.every((s) => s === 'Programming')).toBe(true);
    }
    expect(fits.length).toBeLessThan(data.occupations.length / 5);
  });
});
