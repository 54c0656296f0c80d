/**
 * Runs the interview part of the evaluation set through the local scorer and measures it against
 * the bands (docs/product.md §7 Local engine, evaluation).
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { questionCategorySchema } from '../../../../shared/ai.schema.ts';
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

/**
 * A set of interview answers graded 0-100 by field (docs/decisions.md S87): the development set the
 * scorer's author wrote and tunes on (`interview-dev-set.json`), or a graded set written by another
 * author (`interview-graded-set.json`, `-2`, `-3`, `-4`), each measured once and then, once studied
 * to improve the scorer (sets 1-3 in S123, set 4 in S127), development data too. Each question carries its family, its category and the key points a good answer covers,
 * as a question of the family banks does.
 */
const gradedSetSchema = z.object({
  about: z.string(),
  grading: z.string(),
  questions: z.array(
    z.object({
      id: z.string(),
      family: z.string(),
      occupation: z.string(),
      category: z.string(),
      question: z.string(),
      keyPoints: z.array(z.string()),
      answers: z.array(
        z.object({ kind: z.string(), grade: z.number().min(0).max(100), text: z.string(), why: z.string() }),
      ),
    }),
  ),
});
export type GradedSet = z.infer<typeof gradedSetSchema>;

export type GradedSetFile =
  | 'interview-dev-set.json'
  | 'interview-graded-set.json'
  | 'interview-graded-set-2.json'
  | 'interview-graded-set-3.json'
  | 'interview-graded-set-4.json'
  | 'interview-graded-set-5.json'
  | 'interview-graded-set-6.json'
  | 'interview-graded-set-7.json';

export function loadGradedSet(file: GradedSetFile): GradedSet {
  return gradedSetSchema.parse(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')));
}

/** Ranks with ties sharing their mean rank. */
function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length).fill(0);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]?.[0] === order[i]?.[0]) j += 1;
    for (let k = i; k <= j; k++) out[order[k]?.[1] as number] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation of two series (Pearson's on their ranks); 0 when either is constant. */
export function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / (xs.length || 1);
  const ma = mean(ra);
  const mb = mean(rb);
  let num = 0;
  let da = 0;
  let db = 0;
  for (let i = 0; i < ra.length; i++) {
    const x = (ra[i] as number) - ma;
    const y = (rb[i] as number) - mb;
    num += x * y;
    da += x * x;
    db += y * y;
  }
  return da && db ? num / Math.sqrt(da * db) : 0;
}

export interface GradedFigures {
  answers: number;
  /** Spearman's rank agreement of the scores with the grades, over every answer of the set. */
  rankAgreement: number;
  /** The same within each career family. */
  byFamily: Array<{ family: string; answers: number; rankAgreement: number }>;
  /** The highest score of an answer graded as a keyword list, and of one graded off-topic. */
  maxKeywordList: number;
  maxOffTopic: number;
  /** Mean score by the kind of answer the grader wrote (strong, adequate, vague, keyword list...). */
  meanByKind: Record<string, number>;
}

const isKeywordList = (kind: string) => /keyword/i.test(kind);
const isOffTopic = (kind: string) => /off.?topic/i.test(kind);

/** Scores every answer of a graded set as the product does, with the question's family and key points. */
export function scoreGradedSet(set: GradedSet) {
  return set.questions.flatMap((q) => {
    const category = questionCategorySchema.safeParse(q.category);
    const context = {
      family: q.family,
      keyPoints: q.keyPoints,
      ...(category.success ? { category: category.data } : {}),
    };
    return q.answers.map((a) => ({
      questionId: q.id,
      family: q.family,
      kind: a.kind,
      grade: a.grade,
      ...scoreAnswer(q.question, a.text, context),
    }));
  });
}

export function runGradedEval(set: GradedSet): GradedFigures {
  const scored = scoreGradedSet(set);
  const families = [...new Set(scored.map((a) => a.family))].sort();
  const kinds = [...new Set(scored.map((a) => a.kind))];
  const agreement = (xs: typeof scored) =>
    spearman(
      xs.map((a) => a.grade),
      xs.map((a) => a.score),
    );
  return {
    answers: scored.length,
    rankAgreement: agreement(scored),
    byFamily: families.map((family) => {
      const own = scored.filter((a) => a.family === family);
      return { family, answers: own.length, rankAgreement: agreement(own) };
    }),
    maxKeywordList: Math.max(0, ...scored.filter((a) => isKeywordList(a.kind)).map((a) => a.score)),
    maxOffTopic: Math.max(0, ...scored.filter((a) => isOffTopic(a.kind)).map((a) => a.score)),
    meanByKind: Object.fromEntries(
      kinds.map((kind) => {
        const own = scored.filter((a) => a.kind === kind);
        return [kind, Math.round(own.reduce((n, a) => n + a.score, 0) / own.length)];
      }),
    ),
  };
}

const secondGradingSchema = z.object({
  about: z.string(),
  grades: z.array(
    z.object({
      id: z.string(),
      answers: z.array(z.object({ grade: z.number().min(0).max(100), kind: z.string(), why: z.string() })),
    }),
  ),
});

/**
 * How far two people agree on graded set 6 (docs/decisions.md S136): Spearman's rank agreement of a
 * second, blind grading (interview-graded-set-6.second-grader.json) with the first, and of the scorer
 * with each, so the scorer's figure can be read against what graders reach with each other.
 */
export function graderAgreement() {
  const set = loadGradedSet('interview-graded-set-6.json');
  const second = secondGradingSchema.parse(
    JSON.parse(readFileSync(new URL('interview-graded-set-6.second-grader.json', import.meta.url), 'utf8')),
  );
  const first = set.questions.flatMap((q) => q.answers.map((a) => a.grade));
  const other = set.questions.flatMap((q) => {
    const graded = second.grades.find((g) => g.id === q.id);
    if (!graded || graded.answers.length !== q.answers.length)
      throw new Error(`second grading lacks ${q.id}`);
    return graded.answers.map((a) => a.grade);
  });
  const scores = scoreGradedSet(set).map((a) => a.score);
  return {
    answers: first.length,
    graders: spearman(first, other),
    scorerWithFirst: spearman(first, scores),
    scorerWithSecond: spearman(other, scores),
  };
}
