/**
 * Runs the interview part of the evaluation set through the local scorer and measures it against
 * the bands (docs/product.md §7 Local engine, evaluation).
 */
import { scoreAnswer } from '../answer-scorer.ts';
import { QUESTION_BANK } from '../question-bank.ts';
import { type AnswerBand, type EvalAnswer, INTERVIEW_ANSWERS } from './interview-answers.ts';

/** The bands in grade order; off-topic and gibberish are equally "not an answer". */
export const BAND_RANK: Record<AnswerBand, number> = {
  strong: 3,
  adequate: 2,
  weak: 1,
  'wrong-but-fluent': 1,
  'off-topic': 0,
  gibberish: 0,
};

export interface ScoredEvalAnswer extends EvalAnswer {
  score: number;
  flaw: string | null;
}

export interface InterviewFigures {
  answers: ScoredEvalAnswer[];
  /** Share of pairs of answers in different bands that the scores put in the same order (ties half). */
  rankAgreement: number;
  /** The highest score of a gibberish or off-topic answer. */
  maxNonAnswer: number;
  /** Wrong-but-fluent answers scored at or above an adequate answer of their question. */
  wrongAboveAdequate: Array<{ questionId: string; wrong: number; adequate: number }>;
  bandMeans: Record<AnswerBand, number>;
}

export function runInterviewEval(answers: readonly EvalAnswer[] = INTERVIEW_ANSWERS): InterviewFigures {
  const scored = answers.map((a) => {
    const bank = QUESTION_BANK.find((q) => q.id === a.questionId);
    if (!bank) throw new Error(`no bank question ${a.questionId}`);
    const question = bank.question;
    const result = scoreAnswer(question, a.answer);
    return { ...a, score: result.score, flaw: result.flaw };
  });
  let pairs = 0;
  let agree = 0;
  for (const [i, a] of scored.entries()) {
    for (const b of scored.slice(i + 1)) {
      const d = BAND_RANK[a.band] - BAND_RANK[b.band];
      if (d === 0) continue;
      pairs += 1;
      const s = a.score - b.score;
      if (s === 0) agree += 0.5;
      else if (Math.sign(s) === Math.sign(d)) agree += 1;
    }
  }
  const nonAnswers = scored.filter((a) => a.band === 'gibberish' || a.band === 'off-topic');
  const wrongAboveAdequate = scored
    .filter((a) => a.band === 'wrong-but-fluent')
    .flatMap((w) =>
      scored
        .filter((a) => a.band === 'adequate' && a.questionId === w.questionId && a.score <= w.score)
        .map((a) => ({ questionId: w.questionId, wrong: w.score, adequate: a.score })),
    );
  const bands = Object.keys(BAND_RANK) as AnswerBand[];
  const bandMeans = Object.fromEntries(
    bands.map((band) => {
      const inBand = scored.filter((a) => a.band === band);
      return [band, inBand.length ? Math.round(inBand.reduce((n, a) => n + a.score, 0) / inBand.length) : 0];
    }),
  ) as Record<AnswerBand, number>;
  return {
    answers: scored,
    rankAgreement: pairs ? agree / pairs : 1,
    maxNonAnswer: Math.max(0, ...nonAnswers.map((a) => a.score)),
    wrongAboveAdequate,
    bandMeans,
  };
}
