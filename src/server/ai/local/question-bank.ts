import type { BankQuestion, InterviewField } from '../../../shared/ai.schema.ts';
import type { InterviewBankQuestion } from '../../../shared/interview-bank.schema.ts';
import { matchesEitherWay } from '../../../shared/matching.ts';
import { careerContent, loadInterviewBanks } from '../../catalog/career-content.ts';

/**
 * The interview questions the local engine asks from: the banks of content/interview/, one per career
 * family and one for every field (docs/decisions.md S79). Interview practice draws from the bank of
 * the goal's field (docs/decisions.md S80). keyPoints are the phrases a strong answer usually covers,
 * with their other wordings from the bank file.
 */
function toBankQuestion(q: InterviewBankQuestion): BankQuestion {
  const synonyms = Object.fromEntries(
    q.keyPoints.filter((k) => k.synonyms.length > 0).map((k) => [k.point, k.synonyms]),
  );
  return {
    id: q.id,
    roles: q.roles ?? [],
    category: q.category,
    difficulty: q.difficulty,
    question: q.question,
    tips: q.tips,
    keyPoints: q.keyPoints.map((k) => k.point),
    ...(Object.keys(synonyms).length > 0 ? { synonyms } : {}),
  };
}

/** A bank question with the tags that say whom it is for. */
interface Tagged {
  q: BankQuestion;
  family: string;
  subFamily: string | undefined;
  occupationCode: string | undefined;
  roles: readonly string[] | undefined;
}

const ALL: readonly Tagged[] = loadInterviewBanks().flatMap(({ data }) =>
  data.questions.map((q) => ({
    q: toBankQuestion(q),
    family: data.family,
    subFamily: q.subFamily,
    occupationCode: q.occupationCode,
    roles: q.roles,
  })),
);

/**
 * The first bank of the local engine, by which its tests and evaluation name questions: the general
 * questions and the software questions that name the built-in roles they fit.
 */
export const QUESTION_BANK: readonly BankQuestion[] = [
  ...ALL.filter((t) => t.family === 'general'),
  ...ALL.filter((t) => t.family === 'computer-mathematical' && t.roles),
].map((t) => t.q);

const BY_TEXT = new Map(ALL.map((t) => [t.q.question.toLowerCase(), t.q]));

/** A question of any bank by its text (texts are unique across the banks, by their content test). */
export function bankQuestionByText(text: string): BankQuestion | undefined {
  return BY_TEXT.get(text.trim().toLowerCase());
}

/** The career family of a goal's occupation, whose bank its interview practice draws from. */
export interface PracticeField {
  occupationCode: string | null;
  family: { id: string; title: string } | null;
  /** The sub-family within it (its id without the family's), when one claims the occupation. */
  subFamily: { id: string; title: string } | null;
}

/** The field of an O*NET occupation (`careerContent().familyOf`); none without a code or a family pack. */
export function practiceField(occupationCode: string | null | undefined): PracticeField {
  const found = occupationCode ? careerContent().familyOf(occupationCode) : undefined;
  return {
    occupationCode: occupationCode ?? null,
    family: found ? { id: found.pack.id, title: found.pack.title } : null,
    subFamily: found?.subFamily ? { id: found.subFamily.id, title: found.subFamily.title } : null,
  };
}

/** The questions one goal's practice draws from, most specific first (docs/decisions.md S80). */
export interface FieldBank {
  /** The occupation's own: tagged with its O*NET code, its built-in role or its sub-family. */
  own: BankQuestion[];
  /** The family's questions for every occupation in it. */
  family: BankQuestion[];
  /** The general bank: its behavioural questions beside a field's, all of it for a goal with none. */
  general: BankQuestion[];
}

/** docs/decisions.md S80: the bank of a role (the goal's title) in its field. */
export function fieldBank(role: string, field: PracticeField): FieldBank {
  const family = field.family?.id;
  const sub = field.subFamily?.id;
  const isRole = (t: Tagged) => t.roles?.some((r) => matchesEitherWay(r, role)) ?? false;
  // a built-in role asks its own questions; another occupation of the sub-family asks them all
  const namedRole = ALL.some(isRole);
  const own = ALL.filter((t) => {
    if (t.occupationCode) return t.occupationCode === field.occupationCode;
    if (isRole(t)) return true;
    if (t.roles && (namedRole || !t.subFamily)) return false;
    return t.family === family && t.subFamily !== undefined && t.subFamily === sub;
  });
  const familyWide = ALL.filter((t) => t.family === family && !t.subFamily && !t.occupationCode && !t.roles);
  const hasField = own.length + familyWide.length > 0;
  const general = ALL.filter((t) => t.family === 'general' && (!hasField || t.q.category === 'behavioral'));
  return { own: own.map((t) => t.q), family: familyWide.map((t) => t.q), general: general.map((t) => t.q) };
}

/** Every question of a field's bank, most specific first. */
export const allQuestions = (bank: FieldBank): BankQuestion[] => [
  ...bank.own,
  ...bank.family,
  ...bank.general,
];

/** Whether a bank has questions of the field, or only the general ones. */
export const hasFieldQuestions = (bank: FieldBank) => bank.own.length + bank.family.length > 0;

/** docs/product.md §2 Interview Coach: said when a goal's practice can only draw from the general bank. */
export const GENERAL_BANK_NOTE =
  'Waymark has no question bank for this field yet, so these are general questions every interview asks.';

/**
 * The field as interview practice shows it (docs/decisions.md S80): the family and sub-family (its
 * id as roadmaps give it, `<family>.<sub-family>`), and the note when the local engine could only ask
 * general questions.
 */
export function presentField(role: string, field: PracticeField, fromBank: boolean): InterviewField {
  return {
    family: field.family,
    subFamily:
      field.family && field.subFamily
        ? { id: `${field.family.id}.${field.subFamily.id}`, title: field.subFamily.title }
        : null,
    note: fromBank && !hasFieldQuestions(fieldBank(role, field)) ? GENERAL_BANK_NOTE : null,
  };
}
