/**
 * Interview practice from a posting (docs/product.md §2 Interview Coach, docs/decisions.md S108):
 * questions drawn from what the posting asks for, in the posting's own words, beside the field's
 * bank. The requirement names and sentences are the posting's text: they are only ever shown as text.
 */
import type { InterviewDifficulty, InterviewQuestion } from '../../shared/ai.schema.ts';
import { HELD_KINDS, PRACTISED_KINDS } from '../../shared/constants.ts';
import type { PostingAnalysis } from '../../shared/postings.schema.ts';

/** At most this many of a session's questions come from the posting; the rest from the field's bank. */
export const POSTING_QUESTIONS_MAX = 3;
/** A posting sentence longer than this is not quoted as a duty. */
const DUTY_MAX = 160;

/** Questions drawn from a posting's requirements: required ones first, a duty asked as a situation. */
export function postingQuestions(
  analysis: PostingAnalysis,
  difficulty: InterviewDifficulty,
  newId: () => string,
  max = POSTING_QUESTIONS_MAX,
): InterviewQuestion[] {
  const ordered = [...analysis.requirements].sort((a, b) =>
    a.importance === b.importance ? 0 : a.importance === 'required' ? -1 : 1,
  );
  const practised = ordered.filter((r) => PRACTISED_KINDS.has(r.kind));
  const held = ordered.filter((r) => HELD_KINDS.has(r.kind));
  const duty = practised.find((r) => {
    const q = r.quote.trim();
    return q.length >= 20 && q.length <= DUTY_MAX && q.toLowerCase() !== r.name.toLowerCase();
  });
  const questions: InterviewQuestion[] = [];
  for (const r of practised.filter((p) => p !== duty).slice(0, duty ? max - 1 : max)) {
    questions.push({
      id: newId(),
      question: `Tell me about a time you used ${r.name} at work. What was the situation, what did you do, and how did it turn out?`,
      category: 'behavioral',
      difficulty,
      tips: [
        'Pick one real situation and tell it in order: the situation, your task, what you did, the result.',
        `Say exactly how you used ${r.name}, not only that you know it.`,
        'Give the result in numbers if you can: time saved, errors avoided, people served.',
      ],
    });
  }
  if (duty && questions.length < max) {
    const sentence = duty.quote
      .trim()
      .replace(/^[•*\-–\s]+/, '')
      .replace(/[.;:]+$/, '');
    questions.push({
      id: newId(),
      question: `This job asks for this: "${sentence}". How would you handle it on a busy day?`,
      category: 'situational',
      difficulty,
      tips: [
        'Walk through the steps you would take, in order.',
        'Say what you would check first and who you would tell if something went wrong.',
      ],
    });
  }
  if (questions.length < max && held[0]) {
    questions.push({
      id: newId(),
      question: `The posting asks for ${held[0].name}. Where are you with it, and how do you keep it current?`,
      category: 'company-specific',
      difficulty,
      tips: [
        'Say plainly whether you hold it, and when it expires or when you will sit the exam.',
        'Mention the training or hours behind it.',
      ],
    });
  }
  return questions.slice(0, max);
}
