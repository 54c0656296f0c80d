/**
 * The training utterances of the chat's intent classifier (utterances/*.json), checked against
 * their schema: every intent of src/server/ai/local/intents.md, and the follow-up class.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';

/** The intents of src/server/ai/local/intents.md, in its order. */
export const INTENTS = [
  'greeting',
  'thanks',
  'help',
  'identity',
  'emergency',
  'fraud',
  'professional-referral',
  'off-topic',
  'occupation-tasks',
  'entry-path',
  'credentials',
  'pay',
  'outlook',
  'related-occupations',
  'offer-evaluation',
  'time-to-finish',
  'next-skill',
  'skill-order',
  'skill-value',
  'my-progress',
  'resume-status',
  'applications-status',
  'jobs-near',
  'mock-interview',
  'resume-advice',
  'cover-letter-advice',
  'interview-advice',
  'job-search-advice',
  'negotiation-advice',
  'learning-advice',
  'career-change-advice',
  'workplace-advice',
] as const;
export type Intent = (typeof INTENTS)[number];

/** A message that only changes a fact of the previous turn: it keeps the previous intent. */
export const FOLLOW_UP = 'follow-up';
export type Label = Intent | typeof FOLLOW_UP;

export const utteranceFileSchema = z.object({
  $comment: z.string().optional(),
  intents: z.partialRecord(
    z.enum([...INTENTS, FOLLOW_UP]),
    z.array(z.string().trim().min(1).max(300)).min(10, 'at least 10 utterances an intent'),
  ),
});

export type Corpus = Array<{ text: string; intent: Label; file: string }>;

const DIR = new URL('./utterances/', import.meta.url);

/** Every utterance, in file order then written order (training is deterministic on it). */
export function loadCorpus(): Corpus {
  const out: Corpus = [];
  for (const file of readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    let parsed: z.infer<typeof utteranceFileSchema>;
    try {
      parsed = utteranceFileSchema.parse(JSON.parse(readFileSync(new URL(file, DIR), 'utf8')));
    } catch (error) {
      throw new Error(`utterances/${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const [intent, texts] of Object.entries(parsed.intents))
      for (const text of texts ?? []) out.push({ text, intent: intent as Label, file });
  }
  return out;
}
