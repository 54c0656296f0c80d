/**
 * A roadmap for any O*NET occupation (docs/product.md §3 Occupation roadmaps): the curated career
 * written for it, else one built from its own data and framed by its career family. Its most
 * important knowledge areas and skills and its hot or in-demand technologies become skills, its
 * core tasks and its family's practice become practice items, its family's credentials its
 * milestones, and every resource is a real page (O*NET OnLine, CareerOneStop, the family's official
 * bodies, a technology's official documentation, or a known platform's search page). Skill ids are
 * O*NET's own element ids, so the same skill is one item in every occupation's roadmap and progress
 * follows the person.
 */
import type { CareerDefinition } from '../../shared/career.ts';
import type {
  Credential,
  CuratedCareer,
  FieldSkillCategory,
  PracticeItem,
  PracticeKind,
} from '../../shared/career-content.schema.ts';
import type { CatalogCareer, Difficulty, SkillCategory } from '../../shared/catalog.schema.ts';
import { own } from '../../shared/lookup.ts';
import { type CareerContent, careerContent, type FamilyOf } from '../catalog/career-content.ts';
import { sameSkill } from '../catalog/skill-lexicon.ts';
import {
  HOT_TECHNOLOGY,
  IN_DEMAND,
  type OccupationData,
  type OccupationElement,
  type OccupationRecord,
  type Rating,
} from './occupation-data.ts';

/** Goals point at careers by number: occupation roadmaps use the code's digits (29-1141.00 → 29114100). */
export const OCCUPATION_CAREER_MIN = 10_000_000;
export const occupationCareerId = (code: string) => Number(code.replace(/\D/g, ''));
export function occupationCodeOf(careerId: number): string | undefined {
  if (careerId < OCCUPATION_CAREER_MIN || careerId > 99_999_999) return undefined;
  const d = String(careerId).padStart(8, '0');
  return `${d.slice(0, 2)}-${d.slice(2, 6)}.${d.slice(6)}`;
}

const KNOWLEDGE_SKILLS = 3;
const ABILITY_SKILLS = 4;
const TECHNOLOGY_SKILLS = 4;
/** Ratings below this importance (1-5) are not worth a roadmap step. */
const MIN_IMPORTANCE = 3;

/** Programming languages as O*NET and people name them (a roadmap files them under Languages). */
export const PROGRAMMING_LANGUAGES: ReadonlySet<string> = new Set([
  'python',
  'java',
  'javascript',
  'typescript',
  'c',
  'c++',
  'c#',
  'go',
  'rust',
  'r',
  'ruby',
  'php',
  'swift',
  'kotlin',
  'scala',
  'sql',
  'structured query language sql',
  'perl',
  'matlab',
  'sas',
  'bash',
]);

/** Official documentation for technologies common across occupations. */
const OFFICIAL_DOCS: Record<string, { title: string; source: string; link: string }> = {
  python: {
    title: 'The Python Tutorial',
    source: 'Python Software Foundation',
    link: 'https://docs.python.org/3/tutorial/',
  },
  'microsoft excel': {
    title: 'Excel help & learning',
    source: 'Microsoft',
    link: 'https://support.microsoft.com/excel',
  },
  'microsoft word': {
    title: 'Word help & learning',
    source: 'Microsoft',
    link: 'https://support.microsoft.com/word',
  },
  'microsoft powerpoint': {
    title: 'PowerPoint help & learning',
    source: 'Microsoft',
    link: 'https://support.microsoft.com/powerpoint',
  },
  'microsoft outlook': {
    title: 'Outlook help & learning',
    source: 'Microsoft',
    link: 'https://support.microsoft.com/outlook',
  },
  'microsoft access': {
    title: 'Access help & learning',
    source: 'Microsoft',
    link: 'https://support.microsoft.com/access',
  },
  'microsoft office software': {
    title: 'Microsoft 365 training',
    source: 'Microsoft',
    link: 'https://support.microsoft.com/training',
  },
  'microsoft power bi': {
    title: 'Power BI documentation',
    source: 'Microsoft',
    link: 'https://learn.microsoft.com/power-bi/',
  },
  'microsoft azure software': {
    title: 'Azure documentation',
    source: 'Microsoft',
    link: 'https://learn.microsoft.com/azure/',
  },
  'amazon web services aws software': {
    title: 'AWS documentation',
    source: 'Amazon Web Services',
    link: 'https://docs.aws.amazon.com/',
  },
  'structured query language sql': {
    title: 'SQL tutorial',
    source: 'PostgreSQL',
    link: 'https://www.postgresql.org/docs/current/tutorial-sql.html',
  },
  javascript: {
    title: 'JavaScript guide',
    source: 'MDN Web Docs',
    link: 'https://developer.mozilla.org/docs/Web/JavaScript/Guide',
  },
  java: { title: 'The Java Tutorials', source: 'Oracle', link: 'https://docs.oracle.com/javase/tutorial/' },
  r: {
    title: 'An Introduction to R',
    source: 'The R Project',
    link: 'https://cran.r-project.org/doc/manuals/r-release/R-intro.html',
  },
  git: { title: 'Pro Git', source: 'git-scm.com', link: 'https://git-scm.com/book/en/v2' },
  linux: {
    title: 'The Linux command line',
    source: 'Ubuntu',
    link: 'https://ubuntu.com/tutorials/command-line-for-beginners',
  },
  'autodesk autocad': {
    title: 'AutoCAD help',
    source: 'Autodesk',
    link: 'https://help.autodesk.com/view/ACD/2025/ENU/',
  },
  tableau: {
    title: 'Tableau help',
    source: 'Tableau',
    link: 'https://help.tableau.com/current/pro/desktop/en-us/default.htm',
  },
  'salesforce software': {
    title: 'Salesforce Trailhead',
    source: 'Salesforce',
    link: 'https://trailhead.salesforce.com/',
  },
  'sap software': { title: 'SAP Learning', source: 'SAP', link: 'https://learning.sap.com/' },
  'intuit quickbooks': {
    title: 'QuickBooks tutorials',
    source: 'Intuit',
    link: 'https://quickbooks.intuit.com/learn-support/',
  },
  'adobe photoshop': {
    title: 'Photoshop tutorials',
    source: 'Adobe',
    link: 'https://helpx.adobe.com/photoshop/tutorials.html',
  },
  'adobe illustrator': {
    title: 'Illustrator tutorials',
    source: 'Adobe',
    link: 'https://helpx.adobe.com/illustrator/tutorials.html',
  },
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 50)
    .replace(/^-+|-+$/g, '') || 'item';
const elementId = (prefix: string, element: OccupationElement) =>
  `onet.${prefix}.${element.id.toLowerCase()}`;
const techKey = (name: string) => name.toLowerCase().replace(/[()]/g, '').replace(/\s+/g, ' ').trim();
const query = (text: string) => encodeURIComponent(text);

/** O*NET level (0-7) to the roadmap's three difficulties. */
export function difficultyOfLevel(level: number): Difficulty {
  return level < 3.5 ? 'beginner' : level < 5 ? 'intermediate' : 'advanced';
}
const HOURS: Record<Difficulty, number> = { beginner: 10, intermediate: 20, advanced: 35 };

/** O*NET skills: basic, social and resource-management skills are soft skills; technical ones are concepts. */
function softwareSkillCategory(element: OccupationElement): SkillCategory {
  if (element.id === '2.B.3.e') return 'Languages'; // Programming
  return element.id.startsWith('2.B.3') ? 'Concepts' : 'SoftSkills';
}

/** O*NET's technical skills about equipment: a field roadmap files them under Tools & Equipment. */
const EQUIPMENT_SKILLS = new Set(['2.B.3.c', '2.B.3.d', '2.B.3.h', '2.B.3.j', '2.B.3.k', '2.B.3.l']);

/** docs/product.md §3 Career families: O*NET skills in a field's words. */
function fieldSkillCategory(element: OccupationElement): FieldSkillCategory {
  const id = element.id;
  if (id === '2.B.3.e') return 'Technology'; // Programming
  if (EQUIPMENT_SKILLS.has(id)) return 'Tools & Equipment';
  if (id.startsWith('2.A')) return 'Foundations';
  if (id.startsWith('2.B.1')) return 'People Skills';
  if (id.startsWith('2.B.5')) return 'Business & Admin';
  return 'Core Skills';
}

/** O*NET knowledge areas in a field's words; the rest are Foundations. */
const KNOWLEDGE_CATEGORY: Readonly<Record<string, FieldSkillCategory>> = {
  'Administration and Management': 'Business & Admin',
  Administrative: 'Business & Admin',
  'Economics and Accounting': 'Business & Admin',
  'Sales and Marketing': 'Business & Admin',
  'Personnel and Human Resources': 'Business & Admin',
  'Customer and Personal Service': 'People Skills',
  Psychology: 'People Skills',
  'Education and Training': 'People Skills',
  'Therapy and Counseling': 'Core Skills',
  'Medicine and Dentistry': 'Core Skills',
  'Production and Processing': 'Core Skills',
  'Food Production': 'Core Skills',
  'Engineering and Technology': 'Core Skills',
  Design: 'Core Skills',
  'Building and Construction': 'Core Skills',
  Transportation: 'Core Skills',
  Mechanical: 'Tools & Equipment',
  'Computers and Electronics': 'Technology',
  Telecommunications: 'Technology',
  'Public Safety and Security': 'Safety & Compliance',
  'Law and Government': 'Safety & Compliance',
};

/** Office basics O*NET lists for almost every job: a field roadmap teaches the field's own software instead. */
const GENERIC_TECHNOLOGY_KINDS = new Set([
  'Word processing software',
  'Spreadsheet software',
  'Electronic mail software',
  'Office suite software',
  'Operating system software',
  'Presentation software',
  'Internet browser software',
]);

/** O*NET's Programming skill. */
const PROGRAMMING_SKILL = '2.B.3.e';

/** Software and data roadmaps keep the catalogue's categories (SOC major group 15). */
const SOFTWARE_MAJOR = '15';

export function occupationPages(o: Pick<OccupationRecord, 'code' | 'title'>) {
  return {
    onet: `https://www.onetonline.org/link/summary/${o.code}`,
    careerOneStop: `https://www.careeronestop.org/Toolkit/Careers/Occupations/occupation-profile.aspx?keyword=${query(o.title)}&onetcode=${o.code}`,
  };
}

type Skill = CareerDefinition['skills'][number];
type Resource = Skill['resources'][number];
type Project = CareerDefinition['projects'][number];

export interface RoadmapSource {
  data: OccupationData;
  byCode: ReadonlyMap<string, OccupationRecord>;
  /** Built-in careers: their skills lend their resources to technologies of the same name. */
  careers: readonly CatalogCareer[];
  /** Family packs and curated careers (content/); read once from disk when not given. */
  content?: CareerContent;
}

/** A roadmap for an occupation, and whose O*NET ratings it uses (null for a curated career). */
export type OccupationRoadmap = CareerDefinition & { ratingsFrom: string | null };

/** The occupation whose ratings discovery uses: its own, else the closest code that has ratings. */
export function ratedSource(
  o: OccupationRecord,
  all: readonly OccupationRecord[],
): OccupationRecord | undefined {
  if (o.skills.length > 0) return o;
  let best: OccupationRecord | undefined;
  let bestShared = 0;
  for (const other of all) {
    if (other.skills.length === 0) continue;
    let shared = 0;
    while (shared < o.code.length && o.code[shared] === other.code[shared]) shared++;
    if (shared > bestShared) {
      best = other;
      bestShared = shared;
    }
  }
  // share at least the major group and the first digit of the minor group ("15-1")
  return bestShared >= 4 ? best : undefined;
}

/**
 * The occupation whose ratings a roadmap uses: its own; else, for one O*NET has not rated, the most
 * related occupation (O*NET's own list, most related first) that is rated; else the closest rated
 * code. Only ratings are ever borrowed, never tasks or technologies (docs/product.md §3 Occupation
 * roadmaps): Paramedics are rated like Registered Nurses, not like the laboratory technologists
 * next to them in the code list.
 */
export function ratingsLender(
  o: OccupationRecord,
  all: readonly OccupationRecord[],
): OccupationRecord | undefined {
  if (o.skills.length > 0) return o;
  for (const code of o.related) {
    const related = all.find((other) => other.code === code);
    if (related && related.skills.length > 0) return related;
  }
  return ratedSource(o, all);
}

/** The family an occupation belongs to, as a roadmap names it, and the lists that frame its roadmap. */
function frameOf(found: FamilyOf | undefined) {
  if (!found) return undefined;
  const { pack, subFamily } = found;
  const lists = subFamily ?? pack;
  return {
    family: {
      id: pack.id,
      title: pack.title,
      subFamily: subFamily ? { id: `${pack.id}.${subFamily.id}`, title: subFamily.title } : null,
    },
    entryRoutes: lists.entryRoutes,
    credentials: lists.credentials,
    skills: pack.skills ?? [],
    practice: lists.practice,
    resources: lists.resources,
  };
}

/** The kind of practice a field's own tasks are done as, from the kinds its pack uses. */
const TASK_PRACTICE_KINDS: readonly PracticeKind[] = [
  'apprenticeship-milestone',
  'skills-checklist',
  'practice-case',
  'case-study',
  'field-exercise',
  'role-play',
  'portfolio-project',
];
const TASK_PRACTICE_HOW: Readonly<Partial<Record<PracticeKind, string>>> = {
  'apprenticeship-milestone':
    'Do it under the supervision of a qualified worker, on the job or in a training centre, and log the hours and what you did.',
  'skills-checklist':
    'Break it into steps, practise each one in a class, lab or placement, and have a qualified person check you off.',
  'practice-case':
    'Work it through on a realistic case (a case study, a simulation, a volunteer or class setting), then write up what you did and what you would change.',
  'case-study':
    'Work it through on a realistic case study, then write up what you did, what you would change, and what it shows an employer.',
  'field-exercise':
    'Practise it in a supervised exercise or drill, then go over with your instructor what went well and what to change.',
  'role-play': 'Rehearse it with a partner playing the other side, then swap and talk through what worked.',
  'portfolio-project':
    'Build it as a small project you can show an employer, and write up your choices and what you would change.',
};

/** The words of a text worth matching on (four letters or more). */
function wordsOf(text: string) {
  return new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 3),
  );
}

/** The two skills of a roadmap a practice item exercises most, by the words they share. */
export function relatedSkills(text: string, skills: readonly Skill[]): Skill[] {
  const words = wordsOf(text);
  return skills
    .map((s, i) => ({
      s,
      i,
      overlap: [...wordsOf(`${s.name} ${s.description}`)].filter((w) => words.has(w)).length,
    }))
    .sort((a, b) => b.overlap - a.overlap || a.i - b.i)
    .slice(0, 2)
    .map(({ s }) => s);
}

/** A field's practice item (a pack's or a curated career's) as a roadmap project, tracked like one. */
export function practiceProject(
  item: PracticeItem,
  skills: readonly Skill[],
  difficulty: Difficulty,
): Project {
  const related = relatedSkills(`${item.title} ${item.description}`, skills);
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    difficulty,
    estimatedHours: item.estimatedHours,
    technologies: related.map((s) => s.name),
    skillIds: related.map((s) => s.id),
    kind: item.kind,
  };
}

/** docs/product.md §3 Occupation roadmaps: at least this many steps, the first being the job itself. */
const MIN_SKILLS = 6;
const TASK_PRACTICE = 3;
const PACK_PRACTICE = 3;
const PACK_RESOURCES = 2;
const FIELD_TECHNOLOGY_SKILLS = 2;

/**
 * docs/product.md §3 Occupation roadmaps: a curated career when one is written for the code; else
 * a roadmap from the occupation's own O*NET data framed by its family pack.
 */
export function buildOccupationRoadmap(o: OccupationRecord, source: RoadmapSource): OccupationRoadmap | null {
  const content = source.content ?? careerContent();
  const generated = buildGeneratedRoadmap(o, source, content);
  const curated = content.curated(o.code);
  return curated ? curatedRoadmap(o, curated, content, generated) : generated;
}

/** docs/product.md §3 Curated careers: the hand-written career is the occupation's roadmap. */
function curatedRoadmap(
  o: OccupationRecord,
  career: CuratedCareer,
  content: CareerContent,
  generated: OccupationRoadmap | null,
): OccupationRoadmap {
  const frame = frameOf(content.familyOf(o.code));
  const skills: Skill[] = career.skills.map((s) => ({ ...s }));
  const difficulty = practiceDifficulty(o);
  return {
    id: occupationCareerId(o.code),
    title: career.title,
    summary: career.summary,
    skills,
    projects: career.practice.map((p) => practiceProject(p, skills, difficulty)),
    curated: true,
    ...(frame ? { family: frame.family, entryRoutes: frame.entryRoutes } : {}),
    milestones: career.milestones.map((m) => withPublisher(m, content)),
    // progress made on the data-built roadmap before this career was written stays visible
    ...(generated ? { earlier: { skills: generated.skills, projects: generated.projects } } : {}),
    ratingsFrom: null,
  };
}

/** A milestone names who publishes its link, for "rules differ by state: see …". */
function withPublisher(credential: Credential, content: CareerContent) {
  const publisher = content.publisherOf(credential.link);
  return publisher ? { ...credential, publisher } : credential;
}

function practiceDifficulty(o: OccupationRecord): Difficulty {
  const zone = o.jobZone ?? 3;
  return zone <= 2 ? 'beginner' : zone === 3 ? 'intermediate' : 'advanced';
}

/**
 * docs/product.md §3 Occupation roadmaps: the occupation's own knowledge areas, skills and
 * technologies become skills and its own tasks practice, framed by its family pack (entry routes,
 * credentials as milestones, the pack's practice and resources). Ratings alone may come from a
 * related occupation, when O*NET rates none for this one, and the roadmap says so.
 */
function buildGeneratedRoadmap(
  o: OccupationRecord,
  { data, careers }: RoadmapSource,
  content: CareerContent,
): OccupationRoadmap | null {
  const frame = frameOf(content.familyOf(o.code));
  const software = o.code.slice(0, 2) === SOFTWARE_MAJOR;
  const source = ratingsLender(o, data.occupations);
  // docs/decisions.md S94: nothing of its own in O*NET (the military group): its family's skills
  const familySkills = !source && o.technologies.length === 0 ? (frame?.skills ?? []) : [];
  if (!source && o.technologies.length === 0 && familySkills.length === 0) return null;
  const pages = occupationPages(o);
  const learningSearch = (name: string, hours: number): Resource[] => [
    {
      id: '',
      type: 'course',
      title: `Courses on ${name}`,
      source: 'Coursera',
      link: `https://www.coursera.org/search?query=${query(name)}`,
      duration: `${hours}h`,
    },
    {
      id: '',
      type: 'video',
      title: `Khan Academy: ${name}`,
      source: 'Khan Academy',
      link: `https://www.khanacademy.org/search?page_search_query=${query(name)}`,
      duration: `${Math.max(1, Math.round(hours / 4))}h`,
    },
  ];
  const withIds = (id: string, resources: Resource[]): Resource[] =>
    resources.map((r, i) => ({ ...r, id: `${id}.r${i + 1}` }));

  const ratingsOf = (ratings: Rating[], elements: OccupationElement[]) =>
    ratings.flatMap(([index, importance, level]) => {
      const element = elements[index];
      return element ? [{ element, importance, level }] : [];
    });
  type Rated = ReturnType<typeof ratingsOf>[number];
  const ratedFor = source
    ? (importance: number, level: number) =>
        ` O*NET rates it ${importance.toFixed(1)} of 5 in importance for ${source.title} (level ${level.toFixed(1)} of 7).`
    : () => '';

  const knowledgeSkill = ({ element, importance, level }: Rated): Skill => {
    const id = elementId('knowledge', element);
    const difficulty = difficultyOfLevel(level);
    const hours = Math.round(HOURS[difficulty] * 1.5);
    return {
      id,
      name: element.name,
      category: software ? 'Concepts' : (own(KNOWLEDGE_CATEGORY, element.name) ?? 'Foundations'),
      description: `${element.description}${ratedFor(importance, level)}`,
      difficulty,
      estimatedHours: hours,
      resources: withIds(id, learningSearch(element.name, hours)),
    };
  };
  const abilitySkill = ({ element, importance, level }: Rated): Skill => {
    const id = elementId('skill', element);
    const difficulty = difficultyOfLevel(level);
    const hours = HOURS[difficulty];
    return {
      id,
      name: element.name,
      category: software ? softwareSkillCategory(element) : fieldSkillCategory(element),
      description: `${element.description}${ratedFor(importance, level)}`,
      difficulty,
      estimatedHours: hours,
      resources: withIds(id, [
        ...learningSearch(element.name, hours).slice(0, 1),
        {
          id: '',
          type: 'article',
          title: `Occupations that rely on ${element.name}`,
          source: 'O*NET OnLine',
          link: `https://www.onetonline.org/find/descriptor/result/${element.id}`,
          duration: '0.5h',
        },
      ]),
    };
  };
  const allKnowledge = ratingsOf(source?.knowledge ?? [], data.knowledge);
  const allAbilities = ratingsOf(source?.skills ?? [], data.skills);
  const knowledgeRated = allKnowledge
    .filter((r) => r.importance >= MIN_IMPORTANCE)
    .slice(0, KNOWLEDGE_SKILLS);
  const abilitiesRated = allAbilities.filter((r) => r.importance >= MIN_IMPORTANCE).slice(0, ABILITY_SKILLS);

  // the occupation's own technologies only; a field roadmap skips the office basics every job lists
  // and a programming language only where the occupation itself rates programming (a phlebotomist's
  // "JavaScript" is not a step of their roadmap)
  const programs = (source?.skills ?? []).some(
    ([i, importance]) => data.skills[i]?.id === PROGRAMMING_SKILL && importance >= MIN_IMPORTANCE,
  );
  const ownTechnologies = software
    ? o.technologies
    : o.technologies.filter(
        ([name, kind]) =>
          !GENERIC_TECHNOLOGY_KINDS.has(kind) && (programs || !PROGRAMMING_LANGUAGES.has(techKey(name))),
      );
  const flagged = ownTechnologies.filter(([, , flags]) => flags & (HOT_TECHNOLOGY | IN_DEMAND));
  const technologies: Skill[] = (flagged.length > 0 ? flagged : ownTechnologies.slice(0, 2))
    .slice(0, software ? TECHNOLOGY_SKILLS : FIELD_TECHNOLOGY_SKILLS)
    .map(([name, kind, flags]) => {
      const key = techKey(name);
      const id = `onet.tech.${slug(key)}`;
      const difficulty: Difficulty = (o.jobZone ?? 3) <= 2 ? 'beginner' : 'intermediate';
      const hours = HOURS[difficulty];
      const docs = own(OFFICIAL_DOCS, key);
      const borrowed = careers
        .flatMap((c) => c.skills)
        .find((s) => sameSkill(s.name, name))
        ?.resources.slice(0, 2)
        .map(({ id: _id, ...r }) => ({ ...r, id: '' }));
      const marks = [
        flags & HOT_TECHNOLOGY ? 'a hot technology' : '',
        flags & IN_DEMAND ? 'in demand in job postings' : '',
      ].filter(Boolean);
      return {
        id,
        name,
        category: software ? (PROGRAMMING_LANGUAGES.has(key) ? 'Languages' : 'Tools') : 'Technology',
        description: `${name} (${kind.toLowerCase()}) is used by ${o.title}${marks.length ? `; O*NET lists it as ${marks.join(' and ')}` : ''}.`,
        difficulty,
        estimatedHours: hours,
        resources: withIds(id, [
          ...(docs
            ? [{ id: '', type: 'tutorial' as const, duration: `${Math.round(hours / 2)}h`, ...docs }]
            : []),
          ...(borrowed ?? []),
          ...(docs || borrowed?.length ? [] : learningSearch(name, hours).slice(0, 1)),
          {
            id: '',
            type: 'video',
            title: `${name} tutorials`,
            source: 'YouTube',
            link: `https://www.youtube.com/results?search_query=${query(`${name} tutorial`)}`,
            duration: '2h',
          },
        ]).slice(0, 3),
      };
    });

  // fewer than MIN_SKILLS steps: the next most important of the occupation's ratings, whatever their rating
  const missing = MIN_SKILLS - 1 - knowledgeRated.length - abilitiesRated.length - technologies.length;
  if (missing > 0) {
    const more = [
      ...allKnowledge.filter((r) => !knowledgeRated.includes(r)).map((r) => ({ r, into: knowledgeRated })),
      ...allAbilities.filter((r) => !abilitiesRated.includes(r)).map((r) => ({ r, into: abilitiesRated })),
    ]
      .sort((a, b) => b.r.importance - a.r.importance)
      .slice(0, missing);
    for (const { r, into } of more) into.push(r);
  }
  const knowledge = knowledgeRated.map(knowledgeSkill);
  const abilities = abilitiesRated.map(abilitySkill);

  // the first step: what the job is day to day and how people get in, from its own pages and its
  // family's official bodies (the O*NET and CareerOneStop resource ids are the ones roadmaps always had)
  const routes = frame?.entryRoutes.map((r) => r.name.toLowerCase()) ?? [];
  const theJob: Skill = {
    id: `onet.occupation.${o.code}.the-job`,
    name: 'The job and the way in',
    category: software ? 'Concepts' : 'Foundations',
    description: `What ${o.title} do day to day, what employers ask for${routes.length ? `, and the usual ways in: ${routes.join('; ')}` : ''}.`,
    difficulty: 'beginner',
    estimatedHours: 4,
    resources: [
      {
        id: `onet.occupation.${o.code}.onet`,
        type: 'article',
        title: `${o.title} on O*NET OnLine`,
        source: 'O*NET OnLine',
        link: pages.onet,
        duration: '0.5h',
      },
      {
        id: `onet.occupation.${o.code}.careeronestop`,
        type: 'article',
        title: `${o.title} on CareerOneStop`,
        source: 'CareerOneStop (U.S. Department of Labor)',
        link: pages.careerOneStop,
        duration: '0.5h',
      },
      ...(frame?.resources.slice(0, PACK_RESOURCES) ?? []),
    ],
  };
  const skills = [
    theJob,
    ...knowledge,
    ...abilities,
    ...technologies,
    ...familySkills.map((s) => ({ ...s })),
  ];

  const difficulty = practiceDifficulty(o);
  const taskKind =
    TASK_PRACTICE_KINDS.find((k) => frame?.practice.some((p) => p.kind === k)) ?? 'practice-case';
  const tasks: Project[] = o.tasks.slice(0, TASK_PRACTICE).map((task, i) => {
    const related = relatedSkills(task, skills);
    return {
      id: `onet.occupation.${o.code}.task${i + 1}`,
      title: shortTitle(task),
      description:
        `Practise a core task of ${o.title}: "${task}" ${TASK_PRACTICE_HOW[taskKind] ?? ''}`.trim(),
      difficulty,
      estimatedHours: HOURS[difficulty],
      technologies: related.map((s) => s.name),
      skillIds: related.map((s) => s.id),
      kind: taskKind,
    };
  });
  const practice = (frame?.practice ?? [])
    .slice(0, PACK_PRACTICE)
    .map((p) => practiceProject(p, skills, difficulty));

  const borrowedRatings = source && source.code !== o.code ? source : undefined;
  const notes = [
    familySkills.length > 0
      ? `O*NET rates no skills or knowledge for ${o.title} and lists no tasks or technologies, so this roadmap is its family's: the way from military service to a civilian career.`
      : '',
    borrowedRatings
      ? `O*NET rates no skills or knowledge for ${o.title}, so the ratings here are those of a related occupation, ${borrowedRatings.title}.`
      : '',
    familySkills.length > 0
      ? ''
      : o.tasks.length === 0
        ? `O*NET lists no tasks or technologies of ${o.title}'s own, so its practice comes from its career family.`
        : borrowedRatings
          ? `Its tasks${o.technologies.length ? ' and technologies' : ''} are its own.`
          : '',
  ].filter(Boolean);
  return {
    id: occupationCareerId(o.code),
    title: o.title,
    summary: o.description,
    skills,
    projects: [...tasks, ...practice],
    ...(frame
      ? {
          family: frame.family,
          entryRoutes: frame.entryRoutes,
          milestones: frame.credentials.map((m) => withPublisher(m, content)),
        }
      : {}),
    ...(notes.length ? { ratingsNote: notes.join(' ') } : {}),
    ratingsFrom: source?.code ?? null,
  };
}

/** A task as a project title: its first clause, at most about 60 characters, cut at a word. */
export function shortTitle(task: string): string {
  const clause = task.replace(/\.$/, '').split(/[;:]| to ensure | in order to /)[0] ?? task;
  if (clause.length <= 60) return clause;
  const cut = clause.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,\s]+$/, '')}…`;
}
