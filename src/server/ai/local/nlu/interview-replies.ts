/**
 * Interview practice in the chat (docs/product.md §4 Chat routing; docs/decisions.md S86): whether a
 * reply to "Would you like another question?" asks for another or ends the practice, learned from
 * replies/interview-replies.json (with the chat's corpus as everything else), and the level a
 * request for practice asks for, from gazetteers/difficulty.json. No word list in code.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { escapeRegExp } from '../text.ts';
import { type IntentClassifier, trainClassifier } from './classifier.ts';
import { loadCorpus } from './corpus.ts';

export type InterviewReply = 'another' | 'finish' | 'other';
export type Difficulty = 'easy' | 'medium' | 'hard';

/** A reply is "another" or "finish" only with at least this share of the classifier's score. */
export const REPLY_MIN = 0.5;

const repliesSchema = z.object({
  $comment: z.string().optional(),
  another: z.array(z.string().trim().min(1)).min(10),
  finish: z.array(z.string().trim().min(1)).min(10),
});
const difficultySchema = z.object({
  $comment: z.string().optional(),
  easy: z.array(z.string().trim().min(1)).min(1),
  hard: z.array(z.string().trim().min(1)).min(1),
});

function readJson<T>(path: string, schema: z.ZodType<T>): T {
  try {
    return schema.parse(JSON.parse(readFileSync(new URL(`./${path}`, import.meta.url), 'utf8')));
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The replies the practice understands, as written in replies/interview-replies.json. */
export function interviewReplies(): z.infer<typeof repliesSchema> {
  return readJson('replies/interview-replies.json', repliesSchema);
}

let classifier: IntentClassifier | undefined;

/**
 * The reply classifier, trained once per process on first use; every fourth utterance of the chat's
 * corpus stands for "other" (enough to tell a question from a yes or a no, at a quarter of the cost).
 */
export function interviewReplyClassifier(): IntentClassifier {
  if (classifier) return classifier;
  const { another, finish } = interviewReplies();
  classifier = trainClassifier(
    [
      ...another.map((text) => ({ text, intent: 'another' })),
      ...finish.map((text) => ({ text, intent: 'finish' })),
      ...loadCorpus()
        .filter((_, i) => i % 4 === 0)
        .map(({ text }) => ({ text, intent: 'other' })),
    ],
    undefined,
    'interview-replies',
  );
  return classifier;
}

/** What a reply after interview feedback asks for; "other" leaves the practice. */
export function interviewReply(text: string): InterviewReply {
  const top = interviewReplyClassifier().classify(text);
  return (top.intent === 'another' || top.intent === 'finish') && top.confidence >= REPLY_MIN
    ? top.intent
    : 'other';
}

let levels: Array<[Difficulty, RegExp]> | undefined;

/** The level a request for practice names ("a hard one", "beginner questions"), else medium. */
export function requestedDifficulty(text: string): Difficulty {
  levels ??= Object.entries(readJson('gazetteers/difficulty.json', difficultySchema))
    .filter((entry): entry is [Difficulty, string[]] => entry[0] === 'easy' || entry[0] === 'hard')
    .map(([level, words]) => [
      level,
      new RegExp(`(?<![\\w-])(?:${words.map((w) => escapeRegExp(w.toLowerCase())).join('|')})(?![\\w-])`),
    ]);
  const lower = text.toLowerCase();
  return levels.find(([, re]) => re.test(lower))?.[0] ?? 'medium';
}
