import type {
  AnswerAnalysis,
  BankQuestion,
  InterviewDifficulty,
  InterviewQuestion,
} from '../../../shared/ai.schema.ts';
import { matchesEitherWay } from '../../../shared/matching.ts';
import { heuristicScore } from '../fallbacks.ts';
import { QUESTION_BANK } from './question-bank.ts';

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

export function findBankQuestion(text: string): BankQuestion | undefined {
  const key = text.trim().toLowerCase();
  return QUESTION_BANK.find((q) => q.question.toLowerCase() === key);
}

/** Folds British and American spellings together: "prioritisation" and "prioritization" match. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/is(e|ed|es|ing|ation|ations)\b/g, 'iz$1')
    .replace(/our\b/g, 'or');
}

/**
 * The local engine's answer analysis (docs/decisions.md D2): the heuristic of docs/product.md §8
 * as the base, plus the key points of the bank question the answer covers, with every part of the
 * score explained.
 */
export function analyseAnswer(question: string, answer: string): AnswerAnalysis & { breakdown: string[] } {
  const text = answer.trim();
  const base = heuristicScore(text);
  const parts = ['60 base'];
  if (text.length > 100) parts.push('+10 for detail (over 100 characters)');
  if (/\b(example|instance)\b|time when/i.test(text)) parts.push('+15 for a concrete example');
  if (/\d/.test(text)) parts.push('+10 for a number');
  if (text.length > 200) parts.push('+5 for depth (over 200 characters)');

  const bank = findBankQuestion(question);
  const folded = fold(text);
  const covered = bank ? bank.keyPoints.filter((k) => folded.includes(fold(k))) : [];
  const missed = bank ? bank.keyPoints.filter((k) => !covered.includes(k)) : [];
  let score = base;
  if (bank) {
    const bonus = Math.round((covered.length / bank.keyPoints.length) * 10);
    if (bonus > 0) parts.push(`+${bonus} for key points (${covered.join(', ')})`);
    score += bonus;
  }
  if (text.length < 40) {
    parts.push('−30: too short to judge');
    score -= 30;
  }
  score = Math.max(0, Math.min(100, score));

  const strengths: string[] = [];
  if (/\b(example|instance)\b|time when/i.test(text))
    strengths.push('You backed your answer with a concrete example.');
  if (/\d/.test(text)) strengths.push('You quantified something, which makes the result believable.');
  if (covered.length > 0)
    strengths.push(`You covered key points interviewers look for: ${covered.join(', ')}.`);
  if (strengths.length === 0) strengths.push('You answered the question directly.');

  const improvements: string[] = [];
  if (!/\b(example|instance)\b|time when|when i\b/i.test(text))
    improvements.push('Anchor the answer in one specific situation you were in.');
  if (!/\d/.test(text)) improvements.push('Add a measurable result: a number, a percentage or a time saved.');
  if (text.length <= 200)
    improvements.push('Go one level deeper: what did you do, why, and what changed because of it?');
  if (missed.length > 0) improvements.push(`Strong answers also touch on: ${missed.slice(0, 3).join(', ')}.`);
  if (bank) improvements.push(...bank.tips.slice(0, 1));

  const verdict =
    score >= 80
      ? 'Strong answer.'
      : score >= 60
        ? 'Solid start with room to sharpen it.'
        : 'This answer needs more substance.';
  return {
    score,
    feedback: `${verdict} Your score of ${score} is ${parts.join(', ')}.`,
    improvements: improvements.slice(0, 4),
    strengths: strengths.slice(0, 3),
    breakdown: parts,
  };
}
