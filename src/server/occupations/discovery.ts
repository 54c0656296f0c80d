/**
 * Career Discovery over every occupation (docs/product.md §5 More occupations that fit): a
 * background's technologies, skills, coursework and interests ranked against each occupation's
 * O*NET ratings, each match named as a reason.
 */
import type { Background } from '../../shared/career-match.ts';
import { own } from '../../shared/lookup.ts';
import { createPhraseIndex } from '../../shared/matching.ts';
import { HOT_TECHNOLOGY, IN_DEMAND, type OccupationData, type OccupationRecord } from './occupation-data.ts';
import { occupationCareerId, PROGRAMMING_LANGUAGES, ratedSource } from './occupation-roadmap.ts';

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
  /** The user's own entries behind the reasons, as typed (docs/decisions.md S92). */
  said: { skills: string[]; coursework: string[]; interests: string[] };
  /** For ranking only: matched technologies (in-demand and hot ones count more), skills and knowledge by importance, RIASEC agreement. */
  score: number;
}

const unique = (items: string[]) => [...new Set(items)];

export function createDiscovery(data: OccupationData) {
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
    // what each entry of the user's reads as, to name the entries behind an occupation's reasons
    const skillEntries = skills.map((entry) => ({
      entry,
      technologies: new Set(index.matching(entry)),
      skills: skillsOf(entry),
    }));
    const courseEntries = background.coursework.map((entry) => ({ entry, knowledge: knowledgeOf(entry) }));
    const interestEntries = background.interests.map((entry) => ({ entry, types: typesOf(entry) }));
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
        said: {
          skills: unique(
            skillEntries
              .filter(
                (e) =>
                  technologies.some((t) => e.technologies.has(t)) || skillHits.some((k) => e.skills.has(k)),
              )
              .map((e) => e.entry),
          ),
          coursework: unique(
            courseEntries.filter((e) => knowledgeHits.some((k) => e.knowledge.has(k))).map((e) => e.entry),
          ),
          interests: unique(
            interestEntries
              .filter((e) => [...e.types].some((i) => interestHits.includes(data.riasec[i] ?? '')))
              .map((e) => e.entry),
          ),
        },
        score: Math.round(score * 100) / 100,
        employment: o.wages?.employment ?? o.outlook?.employment2024 ?? 0,
      });
    }
    return fits
      .sort((a, b) => b.score - a.score || b.employment - a.employment || a.title.localeCompare(b.title))
      .slice(0, limit)
      .map(({ employment: _employment, ...fit }) => fit);
  }

  return discover;
}
