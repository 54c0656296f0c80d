/**
 * The career content outside the built-in software paths: one family pack per SOC major group
 * (content/families/*.json), one file per curated career (content/curated/*.json) and the publisher
 * allow-list every link is checked against (content/publishers.json), and the interview question
 * banks, one per family and one for every field (content/interview/*.json), and the resume skill
 * lexicon, one file per family and one for every field (content/lexicon/*.json), and the project
 * generator's practice templates (content/practice/*.json, docs/decisions.md S83). Read once per process.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { type GuidanceArticle, guideFileSchema } from '../../shared/ai.schema.ts';
import { type AnswerCues, answerCuesSchema } from '../../shared/answer-cues.schema.ts';
import {
  type CuratedCareer,
  curatedCareerSchema,
  type FamilyPack,
  familyPackSchema,
  publisherListSchema,
  type SubFamily,
} from '../../shared/career-content.schema.ts';
import { type InterviewBank, interviewBankSchema } from '../../shared/interview-bank.schema.ts';
import { type PostingDuties, postingDutiesSchema } from '../../shared/posting-duties.schema.ts';
import { type PostingNames, postingNamesSchema } from '../../shared/posting-names.schema.ts';
import { type PostingSenses, postingSensesSchema } from '../../shared/posting-senses.schema.ts';
import {
  generalPracticeSchema,
  type PracticeKindTemplate,
  type PracticeTemplates,
  practiceKindTemplateSchema,
  softwareTemplatesSchema,
} from '../../shared/practice-template.schema.ts';
import { type SkillLexicon, skillLexiconSchema } from '../../shared/skill-lexicon.schema.ts';

const CONTENT_DIR = new URL('./content/', import.meta.url);

interface ContentFile<T> {
  file: string;
  data: T;
}

function readJsonFiles(folder: string): Array<{ file: string; json: unknown }> {
  const dir = new URL(`${folder}/`, CONTENT_DIR);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      file: `${folder}/${name}`,
      json: JSON.parse(readFileSync(new URL(name, dir), 'utf8')),
    }));
}

/** Parses every file, naming the file in the error when one does not match its schema. */
function parseAll<T>(folder: string, parse: (json: unknown) => T): Array<ContentFile<T>> {
  return readJsonFiles(folder).map(({ file, json }) => {
    try {
      return { file, data: parse(json) };
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}

/** One content file at the folder's top, parsed by its schema; an error names the file. */
function parseOne<T>(file: string, parse: (json: unknown) => T): T {
  try {
    return parse(JSON.parse(readFileSync(new URL(file, CONTENT_DIR), 'utf8')));
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function loadFamilyPacks(): Array<ContentFile<FamilyPack>> {
  return parseAll('families', (json) => familyPackSchema.parse(json));
}

export function loadCuratedCareers(): Array<ContentFile<CuratedCareer>> {
  return parseAll('curated', (json) => curatedCareerSchema.parse(json));
}

export function loadInterviewBanks(): Array<ContentFile<InterviewBank>> {
  return parseAll('interview', (json) => interviewBankSchema.parse(json));
}

/** docs/decisions.md S125: the duty skills of each career family a posting's duties name. */
export function loadPostingDuties(): PostingDuties {
  return parseOne('posting-duties.json', (json) => postingDutiesSchema.parse(json));
}

/** docs/decisions.md S126: what some words mean in a posting, and the screening steps of a hire. */
export function loadPostingSenses(): PostingSenses {
  return parseOne('posting-senses.json', (json) => postingSensesSchema.parse(json));
}

/** docs/decisions.md S82: the resume skill lexicon, one file per family and `general.json`. */
export function loadSkillLexicons(): Array<ContentFile<SkillLexicon>> {
  return parseAll('lexicon', (json) => skillLexiconSchema.parse(json));
}

/**
 * docs/decisions.md S83: the project generator's templates, one file per practice kind, `software.json`
 * and `general.json`; a kind's file is named after the kind.
 */
export function loadPracticeTemplates(): PracticeTemplates {
  const files = readJsonFiles('practice');
  const parse = <T>(name: string, schema: { parse: (json: unknown) => T }): T => {
    const found = files.find((f) => f.file === `practice/${name}`);
    if (!found) throw new Error(`practice/${name} is missing`);
    try {
      return schema.parse(found.json);
    } catch (error) {
      throw new Error(`practice/${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const kinds = new Map<PracticeKindTemplate['kind'], PracticeKindTemplate>();
  for (const { file } of files) {
    const name = file.slice('practice/'.length);
    if (name === 'software.json' || name === 'general.json') continue;
    const template = parse(name, practiceKindTemplateSchema);
    if (`${template.kind}.json` !== name) throw new Error(`${file}: holds the kind "${template.kind}"`);
    kinds.set(template.kind, template);
  }
  return {
    kinds,
    software: parse('software.json', softwareTemplatesSchema),
    general: parse('general.json', generalPracticeSchema),
  };
}

let practice: PracticeTemplates | undefined;

/** The practice templates, read and validated once per process. */
export function practiceTemplates(): PracticeTemplates {
  practice ??= loadPracticeTemplates();
  return practice;
}

/**
 * docs/decisions.md S123: what the interview answer scorer listens for besides key points (bad
 * practice, dishonesty, empty claims), content/answer-cues.json.
 */
export function loadAnswerCues(): AnswerCues {
  return parseOne('answer-cues.json', (json) => answerCuesSchema.parse(json));
}

/**
 * docs/decisions.md S120 and S128: posting names whose O*NET filing misleads title resolution,
 * content/posting-names.json.
 */
export function loadPostingNames(): PostingNames {
  return parseOne('posting-names.json', (json) => postingNamesSchema.parse(json));
}

/**
 * The local assistant's guides, one file per topic (content/guides/<topic>.json); a file holds the
 * guides of the topic it is named after.
 */
export function loadGuides(): GuidanceArticle[] {
  return parseAll('guides', (json) => guideFileSchema.parse(json)).flatMap(({ file, data }) => {
    if (file !== `guides/${data.topic}.json`) throw new Error(`${file}: holds the topic "${data.topic}"`);
    return data.guides.map((g) => ({ ...g, topic: data.topic }));
  });
}

export function loadPublishers() {
  return publisherListSchema.parse(JSON.parse(readFileSync(new URL('publishers.json', CONTENT_DIR), 'utf8')))
    .publishers;
}

/** A family pack, and the sub-family an occupation belongs to when one claims it. */
export interface FamilyOf {
  pack: FamilyPack;
  subFamily: SubFamily | null;
}

export interface CareerContent {
  /** The curated career written for an O*NET code, if any. */
  curated(code: string): CuratedCareer | undefined;
  /** The family an O*NET code belongs to: the pack of its SOC major group, and the sub-family with the longest matching prefix. */
  familyOf(code: string): FamilyOf | undefined;
  curatedCareers: readonly CuratedCareer[];
  familyCount: number;
  /** The publisher (publishers.json) whose host a link is on, by name. */
  publisherOf(link: string): string | undefined;
}

/** content/README.md Family pack rules: the sub-family with the longest matching prefix, else the pack. */
export function familyOfCode(packs: readonly FamilyPack[], code: string): FamilyOf | undefined {
  const pack = packs.find((p) => p.socMajor === code.slice(0, 2));
  if (!pack) return undefined;
  let best: { sub: SubFamily; length: number } | undefined;
  for (const sub of pack.subFamilies)
    for (const prefix of sub.socPrefixes)
      if (code.startsWith(prefix) && prefix.length > (best?.length ?? 0))
        best = { sub, length: prefix.length };
  return { pack, subFamily: best?.sub ?? null };
}

let content: CareerContent | undefined;

/** The family packs and curated careers, read and validated once per process. */
export function careerContent(): CareerContent {
  if (content) return content;
  const packs = loadFamilyPacks().map((f) => f.data);
  const curatedCareers = loadCuratedCareers().map((f) => f.data);
  const byCode = new Map(curatedCareers.map((c) => [c.occupationCode, c]));
  const publishers = new Map(loadPublishers().map((p) => [p.host, p.name]));
  content = {
    curated: (code) => byCode.get(code),
    familyOf: (code) => familyOfCode(packs, code),
    curatedCareers,
    // the 22 civilian career families; the military pack is the way out of service (docs/decisions.md S94)
    familyCount: packs.filter((p) => p.socMajor !== '55').length,
    publisherOf: (link) => publishers.get(URL.canParse(link) ? new URL(link).host : ''),
  };
  return content;
}

/**
 * docs/product.md §2 Onboarding: quick picks across the fields most people work in (health care, the
 * trades, business, teaching, driving, office and sales work), one curated career each, beside the
 * built-in software paths.
 */
export const FIELD_QUICK_PICKS: readonly string[] = [
  '29-1141.00', // Registered Nurse
  '47-2111.00', // Electrician
  '13-2011.00', // Accountant
  '25-2021.00', // Elementary School Teacher
  '53-3032.00', // Heavy and Tractor-Trailer Truck Driver
  '31-9092.00', // Medical Assistant
  '43-4051.00', // Customer Service Representative
  '41-2031.00', // Retail Salesperson
];

export interface FieldCatalogue {
  curatedCareers: number;
  families: number;
  /** Lowercase skill names of the curated careers. */
  skillNames: string[];
  /** Practice items of the curated careers. */
  practice: number;
  fieldPicks: Array<{ careerId: number; title: string; family: string }>;
}

/** What the onboarding statistics and quick picks say about the career families and curated careers. */
export function fieldCatalogue(content: CareerContent, careerIdOf: (code: string) => number): FieldCatalogue {
  const careers = content.curatedCareers;
  return {
    curatedCareers: careers.length,
    families: content.familyCount,
    skillNames: careers.flatMap((c) => c.skills.map((s) => s.name.toLowerCase())),
    practice: careers.reduce((n, c) => n + c.practice.length, 0),
    fieldPicks: FIELD_QUICK_PICKS.flatMap((code) => {
      const career = content.curated(code);
      const family = content.familyOf(code);
      return career && family
        ? [{ careerId: careerIdOf(code), title: career.title, family: family.pack.title }]
        : [];
    }),
  };
}
