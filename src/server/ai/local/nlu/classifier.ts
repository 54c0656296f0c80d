/**
 * The chat's intent classifier (docs/decisions.md S76): NLP.js's neural network (@nlpjs/neural),
 * trained on the utterances of utterances/*.json once per process, on first use, in about a
 * fifth of a second, and kept in memory. Training is deterministic (weights start at zero and the
 * corpus is read in file order). Features are the stems of the message's words and their pairs,
 * after masking the entities (a job title, a place, an amount), so "how much do RNs make in Ohio?"
 * and "how much do welders make in Texas?" are one wording.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { escapeRegExp } from '../text.ts';
import { loadCorpus } from './corpus.ts';
import { maskEntities } from './entities.ts';
import { loadOrTrain, type StorableNetwork } from './trained-store.ts';

const require = createRequire(import.meta.url);

interface NeuralNetworkLike extends StorableNetwork {
  lookup: { transformInput(input: Record<string, number>): { keys: number[]; data: Record<number, number> } };
}
interface StemmerLike {
  stemWord(word: string): string;
}

const { NeuralNetwork } = require('@nlpjs/neural') as {
  NeuralNetwork: new (settings: Record<string, unknown>) => NeuralNetworkLike;
};
const { StemmerEn } = require('@nlpjs/lang-en-min') as { StemmerEn: new () => StemmerLike };

export interface Classification {
  intent: string;
  /** The top intent's probability, 0 to 1: a softmax of the perceptrons' sums (S76). */
  confidence: number;
  /** Every intent with a score, best first. */
  ranking: Array<{ intent: string; score: number }>;
}

const stemmer = new StemmerEn();

/**
 * NLP.js's training settings (S76): its defaults, with at most 20 passes over the corpus, so that
 * training stays near a second of CPU however the corpus grows (more passes did not score better).
 */
const TRAINING: Record<string, number> = { iterations: 20 };

/** How sharply the perceptrons' sums become probabilities (a sum of about 14 is a sure "yes"). */
const SOFTMAX_SCALE = 1;

const conceptsSchema = z.object({
  $comment: z.string().optional(),
  concepts: z.record(z.string().regex(/^c[a-z]+$/), z.array(z.string().min(1)).min(1)),
});

let conceptPatterns: Array<[string, RegExp]> | undefined;

/** The concept lexicon (gazetteers/concepts.json): one whole-word pattern per concept, compiled once. */
export function concepts(): Array<[string, RegExp]> {
  if (conceptPatterns) return conceptPatterns;
  const { concepts: all } = conceptsSchema.parse(
    JSON.parse(readFileSync(new URL('./gazetteers/concepts.json', import.meta.url), 'utf8')),
  );
  conceptPatterns = Object.entries(all).map(([name, phrases]) => [
    name,
    new RegExp(
      `(?<![\\w'])(?:${[...phrases]
        .sort((a, b) => b.length - a.length)
        .map((p) => escapeRegExp(p.toLowerCase()))
        .join('|')})(?![\\w'])`,
    ),
  ]);
  return conceptPatterns;
}

/** The features of a message: stems of its words (entities masked) and pairs of neighbouring stems. */
export function features(message: string): Record<string, number> {
  const tokens = maskEntities(message)
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/n't\b/g, ' not')
    .replace(/'(s|re|ve|m|ll|d)\b/g, ' $1')
    .match(/[a-z0-9]+/g);
  const stems = (tokens ?? []).map((t) => (t.startsWith('x') && t.length > 3 ? t : stemmer.stemWord(t)));
  const out: Record<string, number> = {};
  const lower = message.toLowerCase().replace(/[’‘]/g, "'");
  for (const [name, re] of concepts()) if (re.test(lower)) out[name] = 1;
  for (const s of stems) out[s] = 1;
  for (let i = 0; i + 1 < stems.length; i++) out[`${stems[i]}_${stems[i + 1]}`] = 1;
  return out;
}

export interface IntentClassifier {
  classify(message: string): Classification;
  /** How long training (or loading the stored network) took, in milliseconds (for the benchmark). */
  trainedInMs: number;
  /** Whether the network was loaded from the store of trained networks rather than trained (S163). */
  loaded: boolean;
  /** The utterances it learned from. */
  size: number;
}

/**
 * Trains a classifier on labelled utterances (the chat's whole training set unless given). Given a
 * `stored` name, it loads the network trained on exactly these utterances from the store of trained
 * networks when there is one, and keeps what it trains there otherwise (S163).
 */
export function trainClassifier(
  corpus: ReadonlyArray<{ text: string; intent: string }> = loadCorpus(),
  settings: Record<string, number> = TRAINING,
  stored?: string,
): IntentClassifier {
  const started = performance.now();
  const create = () => new NeuralNetwork({ ...settings, log: false });
  const rows = corpus.map(({ text, intent }) => ({ input: features(text), output: { [intent]: 1 } }));
  const { net, loaded } = stored
    ? loadOrTrain(stored, rows, create)
    : { net: trained(create(), rows), loaded: false };
  const trainedInMs = performance.now() - started;
  // no memory of past messages: a chat turn reads its message once and passes the reading on (S114)
  return { trainedInMs, loaded, size: corpus.length, classify: score };

  function score(message: string): Classification {
    // the perceptrons' sums before NLP.js's rectifier, so a message whose every sum is negative
    // (words the corpus never had) still ranks the intents instead of scoring them all zero
    const input = net.lookup.transformInput(features(message));
    const sums = net.perceptrons.map((p) => ({
      intent: p.name,
      sum: input.keys.reduce((total, key) => total + (input.data[key] ?? 0) * (p.weights[key] ?? 0), p.bias),
    }));
    const max = Math.max(...sums.map((s) => s.sum));
    const exp = sums.map((s) => ({ intent: s.intent, e: Math.exp((s.sum - max) * SOFTMAX_SCALE) }));
    const total = exp.reduce((sum, r) => sum + r.e, 0);
    const ranking = exp
      .map((r) => ({ intent: r.intent, score: r.e / total }))
      .sort((a, b) => b.score - a.score || a.intent.localeCompare(b.intent));
    const top = ranking[0];
    return { intent: top?.intent ?? 'none', confidence: top?.score ?? 0, ranking };
  }
}

function trained(net: NeuralNetworkLike, rows: Parameters<NeuralNetworkLike['train']>[0]): NeuralNetworkLike {
  net.train(rows);
  return net;
}

let shared: IntentClassifier | undefined;

/** The classifier trained on the whole corpus, once per process (or loaded from the store, S163). */
export function intentClassifier(): IntentClassifier {
  shared ??= trainClassifier(loadCorpus(), TRAINING, 'intents');
  return shared;
}
