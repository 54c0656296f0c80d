import { z } from 'zod';

/**
 * Cues the interview answer scorer listens for beyond the question's key points (docs/product.md §7
 * Local engine, "Interview answers"; docs/decisions.md S123), kept as data in
 * src/server/catalog/content/answer-cues.json so a hiring manager can review them without reading code.
 *
 * A cue is a short phrase of slots separated by spaces; a slot lists its other words with "/"
 * ("skip check/test/inspection"), and "*" is any one word ("skip the * check"). Words are matched by their stems, in order, with at most one other
 * word between neighbouring slots, within one sentence; a cue does not count when a word of
 * `negations` comes just before it ("I would never skip the check").
 */
const text = (min: number) => z.string().trim().min(min);
const cue = z
  .string()
  .trim()
  .min(3)
  .regex(
    /^[a-z0-9'/ *]+$/,
    'a cue is lowercase words, slots separated by spaces, alternatives by "/" (no hyphens: "second guess")',
  );

export const redFlagSchema = z.strictObject({
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
  /** What the answer describes, as the person is told it ("skipping a check or step the job requires"). */
  label: text(10),
  /** What a strong answer does instead, as the person is told it. */
  advice: text(20),
  cues: z.array(cue).min(3),
});
export type RedFlag = z.infer<typeof redFlagSchema>;

export const answerCuesSchema = z.strictObject({
  about: text(40),
  /** Words that turn a cue around when they come just before it ("never", "not", "instead"). */
  negations: z.array(z.string().regex(/^[a-z]+$/)).min(5),
  /**
   * Words that make a red flag someone else's doing when they are the nearest person before it in its
   * sentence ("the previous tech had bypassed the switch", "my coworker skipped the check"): a strong
   * answer often tells what it found someone else doing.
   */
  othersDoing: z.array(z.string().regex(/^[a-z-]+$/)).min(5),
  /**
   * Bad practice or dishonesty a hiring manager in any field marks down however fluent the answer:
   * such an answer scores at most the red-flag cap.
   */
  redFlags: z.array(redFlagSchema).min(3),
  /**
   * How someone owns a mistake they describe ("since then", "I should have"): a story of what went
   * wrong, then what the person did and learned, is what a question about a mistake asks for, so its
   * red flags do not count.
   */
  ownedMistakes: z.array(cue).min(5),
  /**
   * Claims about oneself or the job with nothing behind them ("I'm very organised", "communication is
   * key"): an answer made of them is vague, not about something else.
   */
  emptyClaims: z.array(cue).min(10),
  /**
   * How an answer turns from the question to the person's own preferences, plans, availability,
   * credentials or complaints ("I prefer", "I can work weekends", "the real problem is staffing"): an
   * answer that does so and makes none of the question's points is about something else (S127).
   */
  subjectChanges: z.array(cue).min(10),
  /**
   * Hedges and asides ("kind of", "I guess", "anyway"): a few are how people talk; an answer thick
   * with them rambles and reads as unsure.
   */
  hedges: z.array(cue).min(5),
});
export type AnswerCues = z.infer<typeof answerCuesSchema>;
