/**
 * The resume skill lexicon (docs/decisions.md S82): every family's tools, credentials, methods and
 * languages with their aliases, read once from content/lexicon/, and whether two skill names name the
 * same thing by whole names and known aliases ("Epic EHR" is Epic, "Basic Life Support" is BLS; "CSS"
 * is not Tailwind CSS and "Java" is not JavaScript).
 */
import type { LexiconEntry } from '../../shared/skill-lexicon.schema.ts';
import { sameSkill as sameByTerms } from '../../shared/skill-terms.ts';
import { loadSkillLexicons } from './career-content.ts';

/** Every entry of every family's file, general first; a name appears once. */
export const SKILL_LEXICON: readonly LexiconEntry[] = (() => {
  const files = loadSkillLexicons();
  const ordered = [
    ...files.filter((f) => f.data.family === 'computer-mathematical'),
    ...files.filter((f) => f.data.family !== 'computer-mathematical'),
  ];
  return ordered.flatMap((f) => f.data.entries);
})();

/** A name as a lookup key: lowercase words, punctuation other than + # . dropped. */
export const lexiconKey = (name: string) =>
  (name.toLowerCase().match(/[a-z0-9][a-z0-9+#]*(?:\.[a-z0-9]+)*/g) ?? []).join(' ');

/** Vendor words O*NET puts before a product's name ("Intuit QuickBooks", "Autodesk AutoCAD"). */
const VENDORS = /^(microsoft|intuit|autodesk|adobe|apple|google|oracle|ibm|sap|the)\s+/;
/** Words O*NET puts after a product's name ("MEDITECH software", "eClinicalWorks EHR software"). */
const KIND_WORDS = /\s+(software|systems?|platform|applications?|ehr software|emr software)$/;

const byKey = new Map<string, LexiconEntry>();
for (const entry of SKILL_LEXICON)
  for (const term of [entry.name, ...entry.aliases]) {
    const key = lexiconKey(term);
    if (!byKey.has(key)) byKey.set(key, entry);
  }

/**
 * The lexicon entry a skill name names, by its name or an alias, or by the product's name inside
 * O*NET's technology name ("Intuit QuickBooks", "MEDITECH software").
 */
export function lexiconEntryOf(name: string): LexiconEntry | undefined {
  const key = lexiconKey(name.replace(/\([^)]*\)/g, ' '));
  const whole = byKey.get(lexiconKey(name)) ?? byKey.get(key);
  if (whole) return whole;
  const bare = key.replace(VENDORS, '').replace(KIND_WORDS, '');
  return bare.length >= 2 ? (byKey.get(bare) ?? byKey.get(bare.replace(KIND_WORDS, ''))) : undefined;
}

/**
 * True when two skill names name the same thing: the same lexicon entry (by name or alias), else
 * the shared rule of whole words and common spellings.
 */
export function sameSkill(skillName: string, required: string): boolean {
  const a = lexiconEntryOf(skillName);
  const b = lexiconEntryOf(required);
  if (a && b) return a === b;
  return sameByTerms(skillName, required);
}
