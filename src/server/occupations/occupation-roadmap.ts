/**
 * A roadmap for any O*NET occupation, built from its own data (docs/product.md §3 Occupation
 * roadmaps): its most important knowledge areas and skills and its hot or in-demand technologies
 * become skills, its core tasks become practice projects, and every resource is a real page
 * (O*NET OnLine, CareerOneStop, a technology's official documentation, or a known platform's
 * search page). Skill ids are O*NET's own element ids, so the same skill is one item in every
 * occupation's roadmap and progress follows the person.
 */
import type { CareerDefinition } from '../../shared/career.ts';
import type { CatalogCareer, Difficulty, SkillCategory } from '../../shared/catalog.schema.ts';
import { own } from '../../shared/lookup.ts';
import { sameSkill } from '../../shared/skill-terms.ts';
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
const PROJECTS = 4;
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
function skillCategory(element: OccupationElement): SkillCategory {
  if (element.id === '2.B.3.e') return 'Languages'; // Programming
  return element.id.startsWith('2.B.3') ? 'Concepts' : 'SoftSkills';
}

export function occupationPages(o: Pick<OccupationRecord, 'code' | 'title'>) {
  return {
    onet: `https://www.onetonline.org/link/summary/${o.code}`,
    careerOneStop: `https://www.careeronestop.org/Toolkit/Careers/Occupations/occupation-profile.aspx?keyword=${query(o.title)}&onetcode=${o.code}`,
  };
}

type Skill = CareerDefinition['skills'][number];
type Resource = Skill['resources'][number];

export interface RoadmapSource {
  data: OccupationData;
  byCode: ReadonlyMap<string, OccupationRecord>;
  /** Built-in careers: their skills lend their resources to technologies of the same name. */
  careers: readonly CatalogCareer[];
}

/** The occupation whose ratings a roadmap uses: its own, else the closest code that has ratings. */
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

export function buildOccupationRoadmap(
  o: OccupationRecord,
  { data, careers }: RoadmapSource,
): (CareerDefinition & { ratingsFrom: string }) | null {
  const source = ratedSource(o, data.occupations);
  if (!source) return null;
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

  const rated = (ratings: Rating[], elements: OccupationElement[], keep: number) =>
    ratings
      .filter(([, importance]) => importance >= MIN_IMPORTANCE)
      .slice(0, keep)
      .flatMap(([index, importance, level]) => {
        const element = elements[index];
        return element ? [{ element, importance, level }] : [];
      });

  const knowledge: Skill[] = rated(source.knowledge, data.knowledge, KNOWLEDGE_SKILLS).map(
    ({ element, importance, level }) => {
      const id = elementId('knowledge', element);
      const difficulty = difficultyOfLevel(level);
      const hours = Math.round(HOURS[difficulty] * 1.5);
      return {
        id,
        name: element.name,
        category: 'Concepts',
        description: `${element.description} O*NET rates it ${importance.toFixed(1)} of 5 in importance for ${source.title} (level ${level.toFixed(1)} of 7).`,
        difficulty,
        estimatedHours: hours,
        resources: withIds(id, learningSearch(element.name, hours)),
      };
    },
  );
  const abilities: Skill[] = rated(source.skills, data.skills, ABILITY_SKILLS).map(
    ({ element, importance, level }) => {
      const id = elementId('skill', element);
      const difficulty = difficultyOfLevel(level);
      const hours = HOURS[difficulty];
      return {
        id,
        name: element.name,
        category: skillCategory(element),
        description: `${element.description} O*NET rates it ${importance.toFixed(1)} of 5 in importance for ${source.title} (level ${level.toFixed(1)} of 7).`,
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
    },
  );

  const flagged = source.technologies.filter(([, , flags]) => flags & (HOT_TECHNOLOGY | IN_DEMAND));
  const technologies: Skill[] = (flagged.length > 0 ? flagged : source.technologies.slice(0, 2))
    .slice(0, TECHNOLOGY_SKILLS)
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
        category: PROGRAMMING_LANGUAGES.has(key) ? 'Languages' : 'Tools',
        description: `${name} (${kind.toLowerCase()}) is used by ${source.title}${marks.length ? `; O*NET lists it as ${marks.join(' and ')}` : ''}.`,
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

  const skills = [...knowledge, ...abilities, ...technologies];
  const first = skills[0];
  if (!first) return null;
  // the first step also points at the occupation's own pages: what the job is, day to day
  skills[0] = {
    ...first,
    resources: [
      ...first.resources,
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
    ],
  };

  const projectDifficulty: Difficulty =
    (o.jobZone ?? 3) <= 2 ? 'beginner' : (o.jobZone ?? 3) === 3 ? 'intermediate' : 'advanced';
  const wordsOf = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length > 3),
    );
  const projects = source.tasks.slice(0, PROJECTS).map((task, i) => {
    const taskWords = wordsOf(task);
    const related = skills
      .map((s) => ({
        s,
        overlap: [...wordsOf(`${s.name} ${s.description}`)].filter((w) => taskWords.has(w)).length,
      }))
      .sort((a, b) => b.overlap - a.overlap)
      .slice(0, 2)
      .map(({ s }) => s);
    return {
      id: `onet.occupation.${o.code}.task${i + 1}`,
      title: shortTitle(task),
      description: `Practise a core task of ${source.title}: "${task}" Work through it on a realistic case (a case study, a simulation, a volunteer or class setting), then write up what you did, what you would change, and what it shows an employer.`,
      difficulty: projectDifficulty,
      estimatedHours: HOURS[projectDifficulty],
      technologies: related.map((s) => s.name),
      skillIds: related.map((s) => s.id),
    };
  });

  return {
    id: occupationCareerId(o.code),
    title: o.title,
    summary: o.description,
    skills,
    projects,
    ratingsFrom: source.code,
  };
}

/** A task as a project title: its first clause, at most about 60 characters, cut at a word. */
export function shortTitle(task: string): string {
  const clause = task.replace(/\.$/, '').split(/[;:]| to ensure | in order to /)[0] ?? task;
  if (clause.length <= 60) return clause;
  const cut = clause.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,\s]+$/, '')}…`;
}
