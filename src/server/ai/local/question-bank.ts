import type { BankQuestion } from '../../../shared/ai.schema.ts';
import type { InterviewBankQuestion } from '../../../shared/interview-bank.schema.ts';
import { loadInterviewBanks } from '../../catalog/career-content.ts';

/**
 * The interview bank the local engine asks from when no AI provider is configured: the questions
 * that fit every field (content/interview/general.json, `roles: []`) and the software questions of
 * the computer and mathematical family that name the built-in roles they fit. The banks of the
 * other families are data for the family-aware Interview Coach (docs/decisions.md S79).
 * keyPoints are the phrases a strong answer usually covers (lowercase).
 */
function toBankQuestion(q: InterviewBankQuestion): BankQuestion {
  return {
    id: q.id,
    roles: q.roles ?? [],
    category: q.category,
    difficulty: q.difficulty,
    question: q.question,
    tips: q.tips,
    keyPoints: q.keyPoints.map((k) => k.point),
  };
}

function localBank(): BankQuestion[] {
  const banks = loadInterviewBanks();
  const general = banks.find((b) => b.data.family === 'general')?.data.questions ?? [];
  const software =
    banks.find((b) => b.data.family === 'computer-mathematical')?.data.questions.filter((q) => q.roles) ?? [];
  return [...general, ...software].map(toBankQuestion);
}

export const QUESTION_BANK: readonly BankQuestion[] = localBank();
