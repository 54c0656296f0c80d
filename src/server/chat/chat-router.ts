/**
 * Which step a chat message takes (docs/product.md §4 Chat routing; docs/decisions.md S86), decided
 * by the assistant's language understanding, not by keyword lists: the safety check first (an
 * emergency is answered with emergency services; mid-practice the answer is scored with the
 * emergency numbers first, S99, since a clinical answer reads like one); then the
 * interview state; then the message's intent (src/server/ai/local/intents.md). The step's category
 * (which guides and which provider purpose answer it) follows from the intent, and the server
 * stores it with the reply, so the browser never routes.
 */
import type { ChatCategory, ChatState } from '../../shared/chat.schema.ts';
import type { Intent } from '../ai/local/nlu/corpus.ts';
import { type Difficulty, interviewReply, requestedDifficulty } from '../ai/local/nlu/interview-replies.ts';
import type { Understanding } from '../ai/local/nlu/understand.ts';
import { type AnswerScoredOnQuestion, scoreOnQuestion } from '../ai/purposes/answer-analysis.ts';

export type InterviewMode = ChatState['mode'];

export type ChatStep =
  /**
   * `safetyFirst`: the answer read like an emergency; its feedback starts with the numbers (S99).
   * `scored`: the local analysis that told it from an emergency, passed on so it is not scored twice (S114).
   */
  | { kind: 'answer'; safetyFirst?: boolean; scored?: AnswerScoredOnQuestion }
  | { kind: 'next_question' }
  | { kind: 'finish' }
  | { kind: 'start_interview'; difficulty: Difficulty }
  | { kind: 'advice'; category: ChatCategory };

/**
 * Which step a message takes, given the interview mode it arrived in, while an answer is awaited the
 * question asked, and the message as the turn read it on its own (`readMessage`, once per turn).
 */
export type ChatRouter = (
  mode: InterviewMode,
  text: string,
  question: string | null,
  reading: Understanding,
) => ChatStep;

/**
 * An answer scoring above this on its question's content is an answer, even when it reads like an
 * emergency (a nurse's answer about bleeding and vital signs); at or below, the message is taken for
 * the emergency it reads as (the scorer's off-topic and too-short caps are 10 to 30).
 */
const ANSWER_NOT_EMERGENCY = 30;

/** The category of each intent's answer: its guides' topic and the provider purpose (§4 Chat routing). */
export const CATEGORY_OF_INTENT: Record<Intent | 'none', ChatCategory> = {
  greeting: 'general',
  thanks: 'general',
  help: 'general',
  identity: 'general',
  emergency: 'general',
  fraud: 'general',
  'professional-referral': 'general',
  'off-topic': 'general',
  none: 'general',
  'occupation-tasks': 'career',
  'entry-path': 'career',
  credentials: 'career',
  'related-occupations': 'career',
  'career-change-advice': 'career',
  'workplace-advice': 'career',
  pay: 'jobs',
  outlook: 'jobs',
  'offer-evaluation': 'jobs',
  'jobs-near': 'jobs',
  'applications-status': 'jobs',
  'job-search-advice': 'jobs',
  'negotiation-advice': 'jobs',
  'time-to-finish': 'skills',
  'next-skill': 'skills',
  'skill-order': 'skills',
  'skill-value': 'skills',
  'my-progress': 'skills',
  'learning-advice': 'skills',
  'resume-status': 'resume',
  'resume-advice': 'resume',
  'cover-letter-advice': 'resume',
  'mock-interview': 'interview',
  'interview-advice': 'interview',
};

/** See the file comment. */
export function createChatRouter(): ChatRouter {
  return (mode, text, question, { intent }) => {
    if (mode === 'awaiting_answer' && intent !== 'emergency') return { kind: 'answer' };
    // docs/decisions.md S99, S114: a message that reads like an emergency while a question waits is an
    // answer when it answers the question (scored as its feedback will be, the emergency numbers
    // first); else an emergency
    if (mode === 'awaiting_answer' && question) {
      const scored = scoreOnQuestion(question, text);
      if (scored.analysis.score > ANSWER_NOT_EMERGENCY) return { kind: 'answer', safetyFirst: true, scored };
    }
    if (intent === 'emergency') return { kind: 'advice', category: CATEGORY_OF_INTENT.emergency };
    if (mode === 'awaiting_answer') return { kind: 'answer' };
    if (mode === 'awaiting_followup') {
      const reply = interviewReply(text);
      if (reply === 'another') return { kind: 'next_question' };
      if (reply === 'finish') return { kind: 'finish' };
    }
    if (intent === 'mock-interview')
      return { kind: 'start_interview', difficulty: requestedDifficulty(text) };
    return { kind: 'advice', category: CATEGORY_OF_INTENT[intent] };
  };
}
