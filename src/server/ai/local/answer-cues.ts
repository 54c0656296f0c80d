/**
 * Cues an interview answer gives beyond the question's key points (docs/product.md §7 Local engine,
 * "Interview answers"; docs/decisions.md S123): bad practice or dishonesty a hiring manager in any
 * field marks down however fluent the answer ("skipped the check", "didn't tell anyone", "if anyone
 * asks"), and empty claims that make an answer vague ("I'm very organised"). The cues are data
 * (content/answer-cues.json); this file only reads them: by word stems, in order, at most one other
 * word between neighbouring slots, within one sentence, and not just after a negation ("I would
 * never skip the check").
 */
import { loadAnswerCues } from '../../catalog/career-content.ts';
import { meaningStem, meaningTokens } from './answer-meaning.ts';
import { openContractions } from './text.ts';

/** A slot written "*": any one word ("skip the * check" is "skip the temperature check"). */
const ANY: ReadonlySet<string> = new Set<string>();

/** A cue as slots of stems, each slot one word or its alternatives, or any word. */
interface CompiledCue {
  text: string;
  slots: Array<ReadonlySet<string>>;
}

interface CompiledFlag {
  id: string;
  label: string;
  advice: string;
  cues: CompiledCue[];
}

interface Compiled {
  negations: Set<string>;
  others: Set<string>;
  redFlags: CompiledFlag[];
  emptyClaims: CompiledCue[];
  ownedMistakes: CompiledCue[];
  subjectChanges: CompiledCue[];
  hedges: CompiledCue[];
}

/** How many words before a cue a negation turns it around ("I would never just skip the check"). */
const NEGATION_WINDOW = 4;
/** Other words allowed between two neighbouring slots of a cue. */
const GAP = 1;

const stemsOf = (text: string) => meaningTokens(openContractions(text.toLowerCase())).map(meaningStem);

export function compileCue(text: string): CompiledCue {
  const slots = text
    .split(/\s+/)
    .filter((slot) => slot.length > 0)
    .map((slot) => {
      if (slot === '*') return ANY;
      const words = slot.split('/').map(stemsOf);
      // one word per alternative: "second-guess" would read as "second" or "guess"
      if (words.some((w) => w.length !== 1))
        throw new Error(`answer cue "${text}": "${slot}" is not one word`);
      return new Set(words.flat());
    });
  return { text, slots: slots.filter((slot) => slot === ANY || slot.size > 0) };
}

let compiled: Compiled | undefined;

function cues(): Compiled {
  if (compiled) return compiled;
  const data = loadAnswerCues();
  compiled = {
    negations: new Set(data.negations.flatMap(stemsOf)),
    others: new Set(data.othersDoing.flatMap(stemsOf)),
    redFlags: data.redFlags.map((flag) => ({
      id: flag.id,
      label: flag.label,
      advice: flag.advice,
      cues: flag.cues.map(compileCue),
    })),
    emptyClaims: data.emptyClaims.map(compileCue),
    ownedMistakes: data.ownedMistakes.map(compileCue),
    subjectChanges: data.subjectChanges.map(compileCue),
    hedges: data.hedges.map(compileCue),
  };
  return compiled;
}

/** The answer's sentences as stems. */
function sentences(text: string): string[][] {
  return openContractions(text)
    .split(/[.!?;]+(?:\s|$)|\n+/)
    .map(stemsOf)
    .filter((s) => s.length > 0);
}

/** Whether the slots from `slot` on follow the word at `at`, each at most GAP other words after the last. */
function follows(
  slots: CompiledCue['slots'],
  slot: number,
  sentence: readonly string[],
  at: number,
): boolean {
  const wanted = slots[slot];
  if (!wanted) return true;
  for (let i = at + 1; i <= Math.min(sentence.length - 1, at + GAP + 1); i++)
    if ((wanted === ANY || wanted.has(sentence[i] as string)) && follows(slots, slot + 1, sentence, i))
      return true;
  return false;
}

/** Where the cue starts in the sentence, each time it is there in order. */
function startsOf(cue: CompiledCue, sentence: readonly string[]): number[] {
  const first = cue.slots[0];
  if (!first) return [];
  return sentence.flatMap((stem, start) =>
    (first === ANY || first.has(stem)) && follows(cue.slots, 1, sentence, start) ? [start] : [],
  );
}

/** The person doing what a sentence tells: the speaker ("i", "we", "you"), by default. */
const SPEAKER = new Set(['i', 'we', 'you', 'me', 'us', 'my', 'our']);

/**
 * Whether the cue is said, and not just after a negation, in one of the sentences; with `others`,
 * not when the nearest person before it is someone else ("the previous tech had bypassed it").
 */
function said(
  cue: CompiledCue,
  read: readonly string[][],
  negations: ReadonlySet<string>,
  others?: ReadonlySet<string>,
): boolean {
  return read.some((sentence) =>
    startsOf(cue, sentence).some((start) => {
      if (sentence.slice(Math.max(0, start - NEGATION_WINDOW), start).some((s) => negations.has(s)))
        return false;
      if (!others) return true;
      const before = sentence.slice(0, start).reverse();
      const person = before.find((s) => SPEAKER.has(s) || others.has(s));
      return person === undefined || SPEAKER.has(person);
    }),
  );
}

export interface RedFlagFound {
  id: string;
  label: string;
  advice: string;
  /** The cue as the data file writes it. */
  cue: string;
}

/**
 * The bad practice or dishonesty an answer describes, one entry per kind, in the data file's order;
 * none when the answer owns it as a mistake ("since then I always...").
 */
export function redFlagsIn(text: string): RedFlagFound[] {
  const { negations, others, redFlags, ownedMistakes } = cues();
  const read = sentences(text);
  if (ownedMistakes.some((c) => said(c, read, negations))) return [];
  return redFlags.flatMap((flag) => {
    const cue = flag.cues.find((c) => said(c, read, negations, others));
    return cue ? [{ id: flag.id, label: flag.label, advice: flag.advice, cue: cue.text }] : [];
  });
}

/** The empty claims an answer makes ("I'm very organised", "communication is key"). */
export function emptyClaimsIn(text: string): string[] {
  const { negations, emptyClaims } = cues();
  const read = sentences(text);
  return emptyClaims.filter((c) => said(c, read, negations)).map((c) => c.text);
}

/**
 * Where the answer turns to the person's own preferences, plans, availability, credentials or
 * complaints instead of the question ("I prefer stick", "I can work weekends", "the real problem is
 * staffing"), S127.
 */
export function subjectChangesIn(text: string): string[] {
  const { negations, subjectChanges } = cues();
  const read = sentences(text);
  return subjectChanges.filter((c) => said(c, read, negations)).map((c) => c.text);
}

/** How many hedges and asides an answer has ("kind of", "I guess", "anyway"), each time it says one. */
export function hedgesIn(text: string): number {
  const { hedges } = cues();
  const read = sentences(text);
  return hedges.reduce((n, c) => n + read.reduce((m, sentence) => m + startsOf(c, sentence).length, 0), 0);
}
