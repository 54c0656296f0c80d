import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from './constants.ts';
import { achievementSchema, userSchema, xpEventSchema } from './user.schema.ts';

export { CHAT_MESSAGE_MAX } from './constants.ts';

/** A roadmap action the assistant suggests; the user applies it with one click, never silently. */
export const chatActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('skill-status'),
    skillId: z.string(),
    status: z.enum(['in_progress', 'completed']),
    label: z.string(),
  }),
  z.object({ kind: z.literal('open-link'), url: z.url({ protocol: /^https$/ }), label: z.string() }),
]);
export type ChatAction = z.infer<typeof chatActionSchema>;

/**
 * What an assistant reply was about (docs/product.md §4 Chat routing): the server decides it from the
 * message's intent and stores it with the reply.
 */
export const CHAT_CATEGORIES = ['interview', 'resume', 'skills', 'jobs', 'career', 'general'] as const;
export type ChatCategory = (typeof CHAT_CATEGORIES)[number];

/** docs/product.md §3 Chat message. */
export const chatMessageSchema = z.object({
  id: z.string(),
  type: z.enum(['user', 'bot']),
  content: z.string(),
  timestamp: z.iso.datetime(),
  category: z.enum(CHAT_CATEGORIES).optional(),
  isQuestion: z.boolean().optional(),
  score: z.number().int().optional(),
  feedback: z.object({ strengths: z.array(z.string()), improvements: z.array(z.string()) }).optional(),
  actions: z.array(chatActionSchema).optional(),
  /** docs/decisions.md D5: the follow-up offer appears 2 s after interview feedback, so it can be read. */
  showAfterMs: z.number().int().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * What a stored message keeps beside its text: interview feedback, suggested actions, display
 * hints, and for an answer the question it answered and the guides it showed (so "tell me more"
 * can go on; never sent to the browser).
 */
export type ChatMessageExtra = Pick<ChatMessage, 'feedback' | 'actions' | 'showAfterMs'> & {
  topic?: {
    question: string;
    articleIds: string[];
    /** What the answer took the message for and the facts it used (read back through zod). */
    intent?: string;
    entities?: Record<string, unknown>;
  };
};

/** docs/product.md §3 Interview session stats (chat). */
export const interviewStatsSchema = z.object({
  questionsAnswered: z.number().int(),
  totalScore: z.number().int(),
  averageScore: z.number().int(),
});
export type InterviewStats = z.infer<typeof interviewStatsSchema>;

export const chatStateSchema = z.object({
  messages: z.array(chatMessageSchema),
  stats: interviewStatsSchema,
  mode: z.enum(['idle', 'awaiting_answer', 'awaiting_followup']),
});
export type ChatState = z.infer<typeof chatStateSchema>;

export const sendChatSchema = z.strictObject({
  content: z
    .string()
    .trim()
    .min(1, 'Type a message first')
    .max(CHAT_MESSAGE_MAX, `Messages are at most ${CHAT_MESSAGE_MAX} characters`),
});

/** One line of the streamed reply (application/x-ndjson). */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user'), message: chatMessageSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    messages: z.array(chatMessageSchema),
    stats: interviewStatsSchema,
    user: userSchema.optional(),
    xpEvents: z.array(xpEventSchema),
    unlockedAchievements: z.array(achievementSchema),
    notices: z.array(z.string()).optional(),
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
