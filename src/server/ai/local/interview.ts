import type {
  AnswerAnalysis,
  BankQuestion,
  InterviewDifficulty,
  InterviewQuestion,
} from '../../../shared/ai.schema.ts';
import { matchesEitherWay } from '../../../shared/matching.ts';
import { findBankQuestion, scoreAnswer } from './answer-scorer.ts';
import { QUESTION_BANK } from './question-bank.ts';

export { findBankQuestion };

/** Bank questions that fit a role: its own (matched either way, case-insensitively) and the general ones. */
export function questionsFor(
  role: string,
  difficulty: InterviewDifficulty,
  bank: readonly BankQuestion[] = QUESTION_BANK,
) {
  const own = bank.filter(
    (q) => q.difficulty === difficulty && q.roles.some((r) => matchesEitherWay(r, role)),
  );
  const general = bank.filter((q) => q.difficulty === difficulty && q.roles.length === 0);
  return { own, general };
}

/** A small deterministic generator, so a given seed always draws the same questions. */
function seeded(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4_294_967_296;
  };
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Picks `count` questions for a role: role questions first (technical and situational), then general
 * ones (behavioral, company-specific), skipping ones already asked.
 */
export function pickQuestions(
  role: string,
  difficulty: InterviewDifficulty,
  count: number,
  options: { seed: number; exclude?: ReadonlySet<string> },
): BankQuestion[] {
  const random = seeded(options.seed);
  const exclude = options.exclude ?? new Set<string>();
  const { own, general } = questionsFor(role, difficulty);
  const fresh = (qs: BankQuestion[]) => qs.filter((q) => !exclude.has(q.id));
  const ownPick = shuffle(fresh(own), random);
  const generalPick = shuffle(fresh(general), random);
  // aim for about 60% role-specific questions, then fill from whichever has more left
  const wantOwn = Math.min(ownPick.length, Math.ceil(count * 0.6));
  const picked = [...ownPick.slice(0, wantOwn), ...generalPick.slice(0, count - wantOwn)];
  if (picked.length < count) picked.push(...ownPick.slice(wantOwn, wantOwn + count - picked.length));
  return shuffle(picked, random).slice(0, count);
}

export function toInterviewQuestion(q: BankQuestion, id: string): InterviewQuestion {
  return { id, question: q.question, category: q.category, difficulty: q.difficulty, tips: [...q.tips] };
}

/**
 * The local engine's answer analysis (docs/product.md §7 Local engine): the content-based scorer,
 * the same for the chat's practice and the Interview Coach.
 */
export function analyseAnswer(question: string, answer: string): AnswerAnalysis & { breakdown: string[] } {
  const { score, feedback, strengths, improvements, breakdown } = scoreAnswer(question, answer);
  return { score, feedback, strengths, improvements, breakdown };
}
