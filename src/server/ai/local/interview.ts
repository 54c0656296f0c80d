import type {
  AnswerAnalysis,
  BankQuestion,
  InterviewDifficulty,
  InterviewQuestion,
} from '../../../shared/ai.schema.ts';
import { contextFromBank, findBankQuestion, scoreAnswer } from './answer-scorer.ts';
import type { FieldBank } from './question-bank.ts';

export { findBankQuestion };

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
 * Picks `count` questions of a goal's bank at a difficulty, skipping ones already asked
 * (docs/decisions.md S80): the occupation's own first (about 60%), then the family's, and one
 * behavioural question of the general bank in a session of three or more; a tier with too few
 * leaves its place to the next. Asked in that order.
 */
export function pickQuestions(
  bank: FieldBank,
  difficulty: InterviewDifficulty,
  count: number,
  options: { seed: number; exclude?: ReadonlySet<string> },
): BankQuestion[] {
  const random = seeded(options.seed);
  const exclude = options.exclude ?? new Set<string>();
  const tiers = [bank.own, bank.family, bank.general].map((qs) =>
    shuffle(
      qs.filter((q) => q.difficulty === difficulty && !exclude.has(q.id)),
      random,
    ),
  );
  const [own = [], family = [], general = []] = tiers;
  const want = [
    Math.min(own.length, Math.ceil(count * 0.6)),
    0,
    Math.min(general.length, count >= 3 ? 1 : 0),
  ];
  want[1] = Math.min(family.length, count - (want[0] ?? 0) - (want[2] ?? 0));
  // too few in a tier: the next ones, in order, fill its place
  let short = count - want.reduce((n, w) => n + w, 0);
  for (let i = 0; i < tiers.length && short > 0; i++) {
    const more = Math.min(short, (tiers[i]?.length ?? 0) - (want[i] ?? 0));
    want[i] = (want[i] ?? 0) + more;
    short -= more;
  }
  return tiers.flatMap((tier, i) => tier.slice(0, want[i]));
}

export function toInterviewQuestion(q: BankQuestion, id: string): InterviewQuestion {
  return { id, question: q.question, category: q.category, difficulty: q.difficulty, tips: [...q.tips] };
}

/**
 * The local engine's answer analysis (docs/product.md §7 Local engine): the content-based scorer,
 * the same for the chat's practice and the Interview Coach. `questions`: the bank questions the
 * asked one is looked up in, for its key points and tips (the goal's field's, docs/decisions.md S80).
 */
export function analyseAnswer(
  question: string,
  answer: string,
  questions?: readonly BankQuestion[],
): AnswerAnalysis & { breakdown: string[] } {
  const context = questions ? contextFromBank(question, questions) : {};
  const { score, feedback, strengths, improvements, breakdown } = scoreAnswer(question, answer, context);
  return { score, feedback, strengths, improvements, breakdown };
}
