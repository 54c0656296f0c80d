import type { CareerDefinition, CareerDraft } from '../../shared/career.ts';
import type { Background } from '../../shared/career-match.ts';
import type { CatalogCareer } from '../../shared/catalog.schema.ts';
import { titleCase } from '../../shared/job-title.ts';
import { own } from '../../shared/lookup.ts';
import { createPhraseIndex } from '../../shared/matching.ts';
import type {
  OccupationDetail,
  OccupationFacts,
  RegionalFigure,
  RegionalOutlook,
  TitleOption,
} from '../../shared/occupation.api.ts';
import { isUnitedStates, usStateName } from '../../shared/us-states.ts';
import type { Location } from '../../shared/user.schema.ts';
import { BUILT_IN_ALIASES, BUILT_IN_OCCUPATIONS } from './builtin-occupations.ts';
import { HOT_TECHNOLOGY, IN_DEMAND, loadOccupationData, type OccupationRecord } from './occupation-data.ts';
import {
  buildOccupationRoadmap,
  occupationCareerId,
  occupationCodeOf,
  occupationPages,
  PROGRAMMING_LANGUAGES,
  ratedSource,
} from './occupation-roadmap.ts';
import { createTitleIndex, nameCovers, type TitleHit, type TitleIndex } from './title-index.ts';

/** docs/product.md §5 Title resolution: how many "did you mean" choices are offered. */
export const CHOICES_SHOWN = 5;
/** Below this a partial match is too weak to build a roadmap from ("nearest occupation"). */
const NEAREST_MIN_SCORE = 0.3;
/** Below this a complete match is too weak to offer as "did you mean". */
const CHOICE_MIN_SCORE = 0.45;
/** A suggestion while typing scores at least this share of the best one. */
const SUGGESTION_MIN_SHARE = 0.7;

type Target =
  | { kind: 'career'; career: CatalogCareer }
  | { kind: 'occupation'; occupation: OccupationRecord };

/**
 * Words of coursework that point at an O*NET knowledge area beyond its own name and description
 * (docs/product.md §5 More occupations that fit).
 */
const KNOWLEDGE_HINTS: Record<string, string[]> = {
  'Computers and Electronics': [
    'programming',
    'algorithm',
    'data structure',
    'database',
    'software',
    'computer',
    'network',
    'operating system',
    'computer science',
    'web development',
    'machine learning',
    'artificial intelligence',
  ],
  Mathematics: [
    'statistics',
    'calculus',
    'algebra',
    'probability',
    'linear algebra',
    'discrete math',
    'econometrics',
  ],
  'Engineering and Technology': ['engineering', 'circuit', 'signal', 'robotics', 'thermodynamics'],
  'Economics and Accounting': ['accounting', 'finance', 'economics', 'econometrics'],
  'Sales and Marketing': ['marketing', 'sales', 'advertising'],
  'Administration and Management': ['management', 'business', 'project management', 'operations'],
  Design: ['design', 'cad', 'drafting', 'human-computer interaction', 'user experience'],
  Biology: ['biology', 'genetics', 'anatomy', 'microbiology', 'ecology'],
  Chemistry: ['chemistry', 'biochemistry'],
  Physics: ['physics', 'mechanics'],
  Psychology: ['psychology', 'human-computer interaction', 'cognitive science'],
  'Medicine and Dentistry': ['nursing', 'anatomy', 'physiology', 'pharmacology', 'medicine'],
  'Education and Training': ['education', 'teaching', 'pedagogy'],
  'English Language': ['english', 'writing', 'composition', 'literature'],
  'Law and Government': ['law', 'government', 'political science'],
  'Communications and Media': ['communication', 'journalism', 'media'],
};

/** Skills people type that show an O*NET skill: a programming language shows Programming. */
const SKILL_HINTS: Record<string, string[]> = {
  Programming: ['programming', 'coding', ...PROGRAMMING_LANGUAGES, 'react', 'node.js', 'html', 'css', 'git'],
  Mathematics: ['statistics', 'math', 'mathematics', 'calculus', 'linear algebra'],
  Writing: ['writing', 'copywriting', 'technical writing'],
  'Critical Thinking': ['critical thinking', 'problem solving'],
  Speaking: ['public speaking', 'presenting'],
};

/** Interests people type, read as O*NET's RIASEC types beyond O*NET's own keywords. */
const INTEREST_HINTS: Record<string, string[]> = {
  Realistic: ['hardware', 'building things', 'outdoors', 'mechanics', 'robotics'],
  Investigative: [
    'data',
    'ai',
    'machine learning',
    'science',
    'math',
    'statistics',
    'puzzles',
    'technology',
    'coding',
  ],
  Artistic: ['art', 'creativity', 'writing', 'ux', 'user experience', 'games', 'music', 'visual design'],
  Social: ['helping people', 'teaching', 'healthcare', 'community', 'mentoring'],
  Enterprising: ['startups', 'leadership', 'entrepreneurship', 'sales', 'product'],
  Conventional: ['organizing', 'finance', 'accounting', 'spreadsheets', 'data'],
};

export const DISCOVERY_SHOWN = 10;

export interface OccupationFit {
  code: string;
  title: string;
  careerId: number;
  /** What in the background matched: technologies, knowledge areas (from coursework), skills, interests. */
  reasons: { technologies: string[]; knowledge: string[]; skills: string[]; interests: string[] };
  /** For ranking only: matched technologies (in-demand and hot ones count more), skills and knowledge by importance, RIASEC agreement. */
  score: number;
}

export type Resolution =
  | { kind: 'match'; option: TitleOption }
  | { kind: 'choices'; options: TitleOption[] }
  | { kind: 'none'; nearest: OccupationRecord | null };

function createOccupationsNow({ careers }: { careers: readonly CatalogCareer[] }) {
  const { data, states } = loadOccupationData();
  const byCode = new Map(data.occupations.map((o) => [o.code, o]));
  const roadmaps = new Map<string, ReturnType<typeof buildOccupationRoadmap>>();
  let index: TitleIndex<Target> | undefined;

  /** Built lazily: about 60,000 names, a fifth of a second, on the first search. */
  function titleIndex(): TitleIndex<Target> {
    if (index) return index;
    const entries = [];
    for (const career of careers) {
      const target = { kind: 'career', career } as Target;
      entries.push({ text: career.title, target, weight: 1.02 });
      for (const text of BUILT_IN_ALIASES[career.id] ?? []) entries.push({ text, target, weight: 1 });
    }
    for (const occupation of data.occupations) {
      const target: Target = { kind: 'occupation', occupation };
      entries.push({ text: occupation.title, target, weight: 1 });
      for (const text of occupation.alternateTitles) entries.push({ text, target, weight: 0.97 });
      for (const text of occupation.reportedTitles) entries.push({ text, target, weight: 0.95 });
    }
    index = createTitleIndex(entries);
    return index;
  }

  function roadmap(code: string) {
    if (!roadmaps.has(code)) {
      const occupation = byCode.get(code);
      roadmaps.set(code, occupation ? buildOccupationRoadmap(occupation, { data, byCode, careers }) : null);
    }
    return roadmaps.get(code) ?? null;
  }

  /** The matched other name is shown only when the title itself does not explain the match. */
  function option(hit: TitleHit<Target>, query: string): TitleOption {
    const { target } = hit;
    const title = target.kind === 'career' ? target.career.title : target.occupation.title;
    return {
      kind: target.kind,
      title,
      careerId: target.kind === 'career' ? target.career.id : occupationCareerId(target.occupation.code),
      code:
        target.kind === 'career' ? (BUILT_IN_OCCUPATIONS[target.career.id] ?? null) : target.occupation.code,
      alsoCalled:
        hit.text.toLowerCase() === title.toLowerCase() || nameCovers(title, query) ? null : hit.text,
    };
  }

  /** Occupations a built-in career already covers under the same name are shown once, as the career. */
  function distinct(hits: Array<TitleHit<Target>>): Array<TitleHit<Target>> {
    const careerKeys = new Set(
      hits.flatMap((h) =>
        h.target.kind === 'career' ? [h.target.career.title.toLowerCase().replace(/s$/, '')] : [],
      ),
    );
    return hits.filter(
      (h) =>
        h.target.kind === 'career' ||
        !careerKeys.has(h.target.occupation.title.toLowerCase().replace(/s$/, '')),
    );
  }

  function where(location: Location | null) {
    if (!location)
      return {
        scope: 'national' as const,
        state: null,
        note: 'Set your location to see your state’s figures.',
      };
    if (!isUnitedStates(location.country))
      return {
        scope: 'abroad' as const,
        state: null,
        note: `Waymark has U.S. figures only: these are national U.S. figures, not ${location.country}’s.`,
      };
    const state = usStateName(location.state);
    if (state) return { scope: 'state' as const, state, note: null };
    // "Toronto, Canada" reads as city and state (docs/product.md §5 Location input): a second part
    // that is no U.S. state is most often a country
    const named = location.state.trim();
    return named
      ? {
          scope: 'abroad' as const,
          state: null,
          note: `“${named}” is not a U.S. state. Waymark has U.S. figures only: these are national U.S. figures.`,
        }
      : {
          scope: 'national' as const,
          state: null,
          note: 'Add your state to your location ("City, ST") to see its figures.',
        };
  }

  /** The BLS row an occupation's figures come from, when it is not the occupation's own (docs/decisions.md S52). */
  function borrowedFigures(occupation: OccupationRecord) {
    const w = occupation.wages ?? occupation.outlook;
    return w && w.title.toLowerCase() !== occupation.title.toLowerCase() ? w : null;
  }

  /** "BLS publishes pay and outlook for …" when the figures are another row's. */
  function figuresNote(occupation: OccupationRecord): string | null {
    const w = borrowedFigures(occupation);
    if (!w) return null;
    return w.level === 'aggregate'
      ? `BLS publishes pay and outlook for ${w.title}, a group that includes ${occupation.title}: the figures are for the whole group.`
      : `BLS publishes pay and outlook for ${w.title}, which includes ${occupation.title}: the figures are for all of them.`;
  }

  function facts(occupation: OccupationRecord, location: Location | null): OccupationFacts {
    const w = occupation.wages;
    const place = where(location);
    const soc = occupation.code.slice(0, 7);
    const stateMean = place.state ? states.means[soc]?.[states.areas.indexOf(place.state)] : undefined;
    const hasNational = w !== null && (w.p50 !== null || w.mean !== null || w.hourly !== null);
    return {
      code: occupation.code,
      title: occupation.title,
      careerId: occupationCareerId(occupation.code),
      education: occupation.education,
      educationSource: occupation.educationSource,
      wages: w
        ? {
            soc: w.soc,
            title: w.title,
            level: w.level,
            year: `May ${data.sources.wagesNational.replace(/^May /, '')}`,
            employment: w.employment,
            mean: w.mean,
            p10: w.p10,
            p25: w.p25,
            median: w.p50,
            p75: w.p75,
            p90: w.p90,
            hourly: w.hourly ? { median: w.hourly.p50, p10: w.hourly.p10, p90: w.hourly.p90 } : null,
            topCoded: data.sources.topCoded,
          }
        : null,
      outlook: occupation.outlook ? { period: data.sources.projections, ...occupation.outlook } : null,
      figuresNote: figuresNote(occupation),
      stateWage:
        place.state && stateMean !== undefined && stateMean !== null
          ? { state: place.state, year: states.year, mean: stateMean }
          : null,
      scope: place.scope,
      scopeNote:
        place.state && stateMean == null
          ? hasNational
            ? `BLS publishes no ${states.year} figure for this occupation in ${place.state}; national figures are shown.`
            : `BLS publishes no ${states.year} figure for this occupation in ${place.state}.`
          : place.note,
    };
  }

  /**
   * docs/product.md §1 and §5 Title resolution: a built-in career by title; else the one
   * occupation the title names (case, spacing, punctuation and plurals aside); else choices when
   * the title is close to real ones (several exact names, partial words, typos); else none, with
   * the nearest occupation when one is close enough to build from.
   */
  const employment = (h: TitleHit<Target>) =>
    h.target.kind === 'career'
      ? Number.POSITIVE_INFINITY
      : (h.target.occupation.wages?.employment ?? h.target.occupation.outlook?.employment2024 ?? 0);
  const isTitle = (h: TitleHit<Target>) =>
    h.target.kind === 'career' || h.text.toLowerCase() === h.target.occupation.title.toLowerCase();

  function resolve(title: string): Resolution {
    const hits = distinct(titleIndex().search(title, 200));
    // among names several occupations share ("teacher", "doctor"), the most common jobs first
    const exact = hits
      .filter((h) => h.exact)
      .sort((a, b) => Number(isTitle(b)) - Number(isTitle(a)) || employment(b) - employment(a));
    const exactCareer = exact.find((h) => h.target.kind === 'career');
    if (exactCareer) return { kind: 'match', option: option(exactCareer, title) };
    if (exact.length === 1 && exact[0]) return { kind: 'match', option: option(exact[0], title) };
    // one occupation is called this officially, others list it among their other names: "cashier"
    // is Cashiers, not Gambling Change Persons and Booth Cashiers
    const official = exact.filter(isTitle);
    if (official.length === 1 && official[0]) return { kind: 'match', option: option(official[0], title) };
    const best = hits.find((h) => h.complete)?.score ?? 0;
    if (exact.length > 1) {
      // a built-in path that has every typed word comes first: "ux designer" offers UI/UX Designer
      const careers = hits.filter(
        (h) => h.target.kind === 'career' && h.complete && h.score >= Math.max(CHOICE_MIN_SCORE, best * 0.8),
      );
      return {
        kind: 'choices',
        options: [...careers, ...exact].slice(0, CHOICES_SHOWN).map((h) => option(h, title)),
      };
    }
    // choices close to the best one only: "registerd nurse" offers nurses, not a registry director
    const close = hits
      .filter((h) => h.complete && h.score >= Math.max(CHOICE_MIN_SCORE, best * 0.8))
      .sort((a, b) => b.score - a.score || employment(b) - employment(a));
    if (close.length > 0)
      return { kind: 'choices', options: close.slice(0, CHOICES_SHOWN).map((h) => option(h, title)) };
    // the nearest occupation: the most particular one whose whole name is in the title ("Senior
    // Software Engineer (Remote)" is a Software Engineer), else one with the title's last word
    const occupationHits = hits.filter((h) => h.target.kind === 'occupation');
    const nearest =
      occupationHits
        .filter((h) => h.contained)
        .sort((a, b) => b.score - a.score || employment(b) - employment(a))[0] ??
      occupationHits.find((h) => h.headMatched && h.score >= NEAREST_MIN_SCORE);
    return {
      kind: 'none',
      nearest: nearest?.target.kind === 'occupation' ? nearest.target.occupation : null,
    };
  }

  const ratedSources = new Map<string, OccupationRecord | undefined>();
  const ratedFor = (o: OccupationRecord) => {
    if (!ratedSources.has(o.code)) ratedSources.set(o.code, ratedSource(o, data.occupations));
    return ratedSources.get(o.code);
  };
  let technologyIndex: ReturnType<typeof createPhraseIndex> | undefined;
  // built once: a discovery compares each entry only with the names sharing a word with it (S57)
  const technologies = () => {
    technologyIndex ??= createPhraseIndex([
      ...new Set(data.occupations.flatMap((o) => o.technologies.map(([name]) => name))),
    ]);
    return technologyIndex;
  };
  const knowledgeTerms = data.knowledge.map((k) => [k.name, ...(own(KNOWLEDGE_HINTS, k.name) ?? [])]);
  const interestTerms = data.riasec.map((type) => [
    ...(data.riasecKeywords[type] ?? []),
    ...(own(INTEREST_HINTS, type) ?? []),
  ]);

  /** Which groups an entry names, through one phrase index over every group's terms (S57). */
  const groupIndex = <G>(groups: ReadonlyArray<readonly [G, readonly string[]]>) => {
    const groupsOf = new Map<string, G[]>();
    for (const [group, terms] of groups)
      for (const term of terms) groupsOf.set(term, [...(groupsOf.get(term) ?? []), group]);
    const index = createPhraseIndex([...groupsOf.keys()]);
    return (entry: string) => new Set(index.matching(entry).flatMap((term) => groupsOf.get(term) ?? []));
  };
  let termIndexCache:
    | {
        knowledgeOf: (x: string) => Set<string>;
        typesOf: (x: string) => Set<number>;
        skillsOf: (x: string) => Set<string>;
      }
    | undefined;
  const termIndexes = () => {
    termIndexCache ??= {
      knowledgeOf: groupIndex(data.knowledge.map((k, i) => [k.name, knowledgeTerms[i] ?? []] as const)),
      typesOf: groupIndex(data.riasec.map((_t, i) => [i, interestTerms[i] ?? []] as const)),
      skillsOf: groupIndex(
        data.skills.map((e) => [e.name, [e.name, ...(own(SKILL_HINTS, e.name) ?? [])]] as const),
      ),
    };
    return termIndexCache;
  };

  /**
   * docs/product.md §5 More occupations that fit: every occupation with O*NET ratings, ranked by the
   * background's technologies and skills (whole words and synonyms), coursework read as knowledge
   * areas, and interests read as RIASEC types, each match named as a reason.
   */
  function discover(background: Background, limit = DISCOVERY_SHOWN): OccupationFit[] {
    const skills = background.skills.map((x) => x.trim()).filter(Boolean);
    const { knowledgeOf, typesOf, skillsOf } = termIndexes();
    const knowledge = new Set(background.coursework.flatMap((c) => [...knowledgeOf(c)]));
    const types = data.riasec.map(() => 0);
    for (const x of background.interests) for (const i of typesOf(x)) types[i] = (types[i] ?? 0) + 1;
    const typeTotal = types.reduce((a, b) => a + b, 0);
    const shownSkills = new Set(skills.flatMap((x) => [...skillsOf(x)]));
    // each technology name is matched once, not once per occupation that lists it
    const index = technologies();
    const matchedTechnologies = new Set(skills.flatMap((x) => index.matching(x)));
    // with nothing concrete to match (interests only, or skills no occupation lists), the interests
    // alone rank the occupations: their RIASEC agreement, then how many people do the job
    const interestsOnly = matchedTechnologies.size + shownSkills.size + knowledge.size === 0;
    const fits: Array<OccupationFit & { employment: number }> = [];
    for (const o of data.occupations) {
      // O*NET rates no skills for some newer occupations (Software Developers, Data Scientists): their
      // technologies are their own, their skill and knowledge ratings the closest rated occupation's
      const rated = ratedFor(o);
      if (!rated && o.technologies.length === 0) continue;
      let techScore = 0;
      const technologies: string[] = [];
      for (const [name, , flags] of o.technologies) {
        if (!matchedTechnologies.has(name)) continue;
        technologies.push(name);
        techScore += 1 + (flags & IN_DEMAND ? 0.5 : 0) + (flags & HOT_TECHNOLOGY ? 0.5 : 0);
      }
      const skillHits: string[] = [];
      let skillScore = 0;
      for (const [i, importance] of rated?.skills ?? []) {
        const e = data.skills[i];
        if (e && importance >= 3 && shownSkills.has(e.name)) {
          skillHits.push(e.name);
          skillScore += ((importance - 2) / 3) ** 2;
        }
      }
      const knowledgeHits: string[] = [];
      let knowledgeScore = 0;
      for (const [i, importance] of rated?.knowledge ?? []) {
        const e = data.knowledge[i];
        if (e && importance >= 3 && knowledge.has(e.name)) {
          knowledgeHits.push(e.name);
          // how central the area is: an importance of 5 counts 1, of 3 about a tenth
          knowledgeScore += ((importance - 2) / 3) ** 2;
        }
      }
      const interestHits = data.riasec.filter((_t, i) => (types[i] ?? 0) > 0 && (o.riasec[i] ?? 0) >= 5);
      const concrete = technologies.length + skillHits.length + knowledgeHits.length;
      if (concrete === 0 && !(interestsOnly && interestHits.length > 0)) continue;
      // RIASEC agreement: the user's types weighted by how strongly the occupation has them (1-7)
      const riasec =
        typeTotal === 0
          ? 0
          : types.reduce((sum, n, i) => sum + n * Math.max(0, (o.riasec[i] ?? 1) - 1), 0) / (typeTotal * 6);
      const score = Math.min(techScore, 10) + 4 * skillScore + 4 * knowledgeScore + 3 * riasec;
      fits.push({
        code: o.code,
        title: o.title,
        careerId: occupationCareerId(o.code),
        reasons: { technologies, knowledge: knowledgeHits, skills: skillHits, interests: interestHits },
        score: Math.round(score * 100) / 100,
        employment: o.wages?.employment ?? o.outlook?.employment2024 ?? 0,
      });
    }
    return fits
      .sort((a, b) => b.score - a.score || b.employment - a.employment || a.title.localeCompare(b.title))
      .slice(0, limit)
      .map(({ employment: _employment, ...fit }) => fit);
  }

  return {
    data,
    discover,
    get: (code: string) => byCode.get(code),
    count: data.occupations.length,

    /** The occupation a career is about: its own for occupation roadmaps, the named one for built-ins. */
    codeOfCareer(career: Pick<CareerDefinition, 'id' | 'occupationCode'>): string | undefined {
      return career.occupationCode ?? BUILT_IN_OCCUPATIONS[career.id] ?? occupationCodeOf(career.id);
    },

    /** An occupation roadmap by its career id, or undefined. */
    career(careerId: number): CareerDefinition | undefined {
      const code = occupationCodeOf(careerId);
      const built = code ? roadmap(code) : null;
      if (!built || !code) return undefined;
      const { ratingsFrom: _r, ...career } = built;
      return { ...career, occupationCode: code, source: 'occupation' };
    },
    roadmap,

    /** docs/product.md §5: suggestions while typing, built-in careers and occupations together. */
    suggest(query: string, limit: number): TitleOption[] {
      const hits = distinct(titleIndex().search(query, 200)).filter((h) => h.complete);
      const best = hits[0]?.score ?? 0;
      // close to the best only ("lawyer" does not offer a "Layer"); among equally good names an
      // official title, then the more common job ("teacher": school teachers before postsecondary)
      const close = hits
        .filter((h) => h.score >= best * SUGGESTION_MIN_SHARE)
        .sort(
          (a, b) =>
            Math.round(b.score * 100) - Math.round(a.score * 100) ||
            Number(isTitle(b)) - Number(isTitle(a)) ||
            employment(b) - employment(a),
        );
      // built-in paths first: they carry Waymark's richest roadmaps
      return [
        ...close.filter((h) => h.target.kind === 'career'),
        ...close.filter((h) => h.target.kind !== 'career'),
      ]
        .slice(0, limit)
        .map((h) => option(h, query));
    },

    resolve,

    /**
     * The local engine's roadmap for a title that names nothing real: the nearest occupation's,
     * re-titled, saying which occupation it is (docs/decisions.md D17).
     */
    nearestDraft(title: string): (CareerDraft & { basedOn: string }) | null {
      const found = resolve(title);
      const nearest = found.kind === 'none' ? found.nearest : null;
      const built = nearest ? roadmap(nearest.code) : null;
      if (!nearest || !built) return null;
      const display = titleCase(title);
      const names = new Map(built.skills.map((s) => [s.id, s.name]));
      return {
        title: display,
        basedOn: nearest.title,
        occupationCode: nearest.code,
        summary: `${display} is not among the ${data.occupations.length.toLocaleString('en-US')} occupations of O*NET; this roadmap is built from the nearest one, ${nearest.title}. ${nearest.description}`,
        skills: built.skills,
        projects: built.projects.map(({ id: _id, skillIds, ...p }) => ({
          ...p,
          skills: skillIds.map((id) => names.get(id) ?? '').filter(Boolean),
        })),
      };
    },

    /**
     * docs/product.md §2 Local Market: the occupation and its related ones with the state's mean
     * wage (May 2023) and national median and projections; the best paid and fastest growing.
     */
    regional(code: string, location: Location | null): RegionalOutlook | undefined {
      const o = byCode.get(code);
      if (!o) return undefined;
      const goal = facts(o, location);
      const state =
        goal.stateWage?.state ?? (goal.scope === 'state' ? usStateName(location?.state ?? '') : null);
      const area = state ? states.areas.indexOf(state) : -1;
      // BLS publishes by 6-digit SOC: O*NET specialisations of one SOC code share its figures, so
      // each SOC code is listed once, under the first occupation that has it
      const seen = new Set<string>();
      const figures = [o.code, ...o.related].flatMap((c): RegionalFigure[] => {
        const r = byCode.get(c);
        if (!r || (!r.wages && !r.outlook) || seen.has(r.code.slice(0, 7))) return [];
        seen.add(r.code.slice(0, 7));
        return [
          {
            code: r.code,
            title: r.title,
            figuresFor: borrowedFigures(r)?.title ?? null,
            stateMean: area >= 0 ? (states.means[r.code.slice(0, 7)]?.[area] ?? null) : null,
            nationalMedian: r.wages?.p50 ?? null,
            changePercent: r.outlook?.changePercent ?? null,
            annualOpenings: r.outlook?.annualOpenings ?? null,
          },
        ];
      });
      // never rank a national median among state means (docs/decisions.md S52): one basis for all
      const byState = area >= 0 && figures.some((f) => f.stateMean !== null);
      const pay = (f: RegionalFigure) => {
        const v = byState ? f.stateMean : f.nationalMedian;
        return v === 'top' ? Number.POSITIVE_INFINITY : (v ?? -1);
      };
      return {
        goal,
        occupations: figures,
        highestPaid: [...figures]
          .filter((f) => pay(f) >= 0)
          .sort((a, b) => pay(b) - pay(a))
          .slice(0, 3),
        highestPaidBy: byState ? ('state' as const) : ('national' as const),
        fastestGrowing: [...figures]
          .filter((f) => f.changePercent !== null)
          .sort((a, b) => (b.changePercent ?? 0) - (a.changePercent ?? 0))
          .slice(0, 3),
      };
    },

    facts(code: string, location: Location | null): OccupationFacts | undefined {
      const occupation = byCode.get(code);
      return occupation ? facts(occupation, location) : undefined;
    },

    detail(code: string, location: Location | null): OccupationDetail | undefined {
      const o = byCode.get(code);
      if (!o) return undefined;
      const source = ratedSource(o, data.occupations);
      const rated = (list: typeof o.skills, elements: typeof data.skills) =>
        list.flatMap(([i, importance, level]) => {
          const e = elements[i];
          return e ? [{ id: e.id, name: e.name, description: e.description, importance, level }] : [];
        });
      const zone = o.jobZone ? data.jobZones[String(o.jobZone)] : undefined;
      return {
        ...facts(o, location),
        description: o.description,
        alternateTitles: o.alternateTitles.slice(0, 12),
        jobZone: o.jobZone && zone ? { zone: o.jobZone, name: zone.name, education: zone.education } : null,
        riasec: data.riasec.map((name, i) => ({ name, score: o.riasec[i] ?? 0 })),
        tasks: o.tasks,
        technologies: o.technologies.map(([name, kind, flags]) => ({
          name,
          kind,
          hot: (flags & 1) !== 0,
          inDemand: (flags & 2) !== 0,
        })),
        skills: rated(o.skills, data.skills),
        knowledge: rated(o.knowledge, data.knowledge),
        related: o.related.flatMap((c) => {
          const r = byCode.get(c);
          return r ? [{ code: r.code, title: r.title }] : [];
        }),
        builtInCareers: careers
          .filter((c) => BUILT_IN_OCCUPATIONS[c.id] === o.code)
          .map((c) => ({ id: c.id, title: c.title })),
        ratingsFrom: source && source.code !== o.code ? { code: source.code, title: source.title } : null,
        hasRoadmap: roadmap(o.code) !== null,
        links: occupationPages(o),
      };
    },
  };
}

type OccupationsNow = ReturnType<typeof createOccupationsNow>;

/**
 * The occupations, loaded on first use (docs/decisions.md S34): the server starts without parsing
 * the data, and the first request that needs it pays about a tenth of a second once.
 */
export function createOccupations(deps: { careers: readonly CatalogCareer[] }) {
  let instance: OccupationsNow | undefined;
  const now = () => {
    instance ??= createOccupationsNow(deps);
    return instance;
  };
  return {
    get data() {
      return now().data;
    },
    get count() {
      return now().count;
    },
    get: (code: string) => now().get(code),
    discover: (background: Background, limit?: number) => now().discover(background, limit),
    codeOfCareer: (career: Pick<CareerDefinition, 'id' | 'occupationCode'>) =>
      career.occupationCode ??
      BUILT_IN_OCCUPATIONS[career.id] ??
      (occupationCodeOf(career.id) ? now().codeOfCareer(career) : undefined),
    career: (careerId: number) => (occupationCodeOf(careerId) ? now().career(careerId) : undefined),
    roadmap: (code: string) => now().roadmap(code),
    suggest: (query: string, limit: number) => now().suggest(query, limit),
    resolve: (title: string) => now().resolve(title),
    nearestDraft: (title: string) => now().nearestDraft(title),
    regional: (code: string, location: Location | null) => now().regional(code, location),
    facts: (code: string, location: Location | null) => now().facts(code, location),
    detail: (code: string, location: Location | null) => now().detail(code, location),
  } satisfies Record<keyof OccupationsNow, unknown>;
}

export type Occupations = ReturnType<typeof createOccupations>;
