/**
 * The career content outside the built-in software paths: one family pack per SOC major group
 * (content/families/*.json), one file per curated career (content/curated/*.json) and the publisher
 * allow-list every link is checked against (content/publishers.json), and the interview question
 * banks, one per family and one for every field (content/interview/*.json). Read once per process.
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
  type CuratedCareer,
  curatedCareerSchema,
  type FamilyPack,
  familyPackSchema,
  publisherListSchema,
} from '../../shared/career-content.schema.ts';
import { type InterviewBank, interviewBankSchema } from '../../shared/interview-bank.schema.ts';

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

export function loadFamilyPacks(): Array<ContentFile<FamilyPack>> {
  return parseAll('families', (json) => familyPackSchema.parse(json));
}

export function loadCuratedCareers(): Array<ContentFile<CuratedCareer>> {
  return parseAll('curated', (json) => curatedCareerSchema.parse(json));
}

export function loadInterviewBanks(): Array<ContentFile<InterviewBank>> {
  return parseAll('interview', (json) => interviewBankSchema.parse(json));
}

export function loadPublishers() {
  return publisherListSchema.parse(JSON.parse(readFileSync(new URL('publishers.json', CONTENT_DIR), 'utf8')))
    .publishers;
}
