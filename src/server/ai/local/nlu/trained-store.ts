/**
 * Trained classifiers kept on disk (docs/decisions.md S163), so that a process loads in a few
 * milliseconds what it would take seconds of CPU to train: `npm run build` trains the chat's
 * classifiers once, and every server, worker and test process after it reads them.
 *
 * A stored network is named by a hash of exactly what training reads (every training row's
 * features and intent, the settings and NLP.js's version), so a changed utterance, gazetteer or
 * feature function trains afresh instead of loading weights that no longer fit. Training is
 * deterministic, so a stored network is the network the process would have trained.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const require = createRequire(import.meta.url);
const { version: NEURAL_VERSION } = require('@nlpjs/neural/package.json') as { version: string };

/** The part of NLP.js's NeuralNetwork the store reads and writes. */
export interface StorableNetwork {
  train(corpus: TrainingRows): unknown;
  toJSON(): {
    settings: Record<string, unknown>;
    features?: string[];
    intents?: string[];
    perceptrons?: number[][];
  };
  fromJSON(json: {
    settings: Record<string, unknown>;
    features: string[];
    intents: string[];
    perceptrons: number[][];
  }): void;
  perceptrons: Array<{ name: string; weights: Float32Array; bias: number }>;
}

export type TrainingRows = Array<{ input: Record<string, number>; output: Record<string, number> }>;

/** Where trained networks are kept: the project's node_modules/.cache, the usual place for such files. */
export const TRAINED_DIR = fileURLToPath(
  new URL('../../../../../node_modules/.cache/waymark-classifiers/', import.meta.url),
);

const storedSchema = z.object({
  key: z.string().regex(/^[0-9a-f]{64}$/),
  settings: z.record(z.string(), z.unknown()),
  features: z.array(z.string()),
  intents: z.array(z.string()).min(1),
  biases: z.array(z.number()),
  /** Every perceptron's weights, one after another, as little-endian 32-bit floats in base64. */
  weights: z.string(),
});

/** The hash that names a trained network: what its training reads, and nothing else. */
function trainingKey(rows: TrainingRows, settings: Record<string, unknown>): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ neural: NEURAL_VERSION, settings }));
  for (const row of rows) hash.update(`\n${JSON.stringify(row)}`);
  return hash.digest('hex');
}

/**
 * Loads the network trained on these rows, or trains it and keeps it for the next process. A
 * store that cannot be read or written (a read-only disk, a half-written file) only costs the
 * training: the file is written under a temporary name and renamed, so a reader never sees half.
 */
export function loadOrTrain<N extends StorableNetwork>(
  name: string,
  rows: TrainingRows,
  create: () => N,
  dir: string = TRAINED_DIR,
): { net: N; loaded: boolean } {
  const settings = create().toJSON().settings;
  const key = trainingKey(rows, settings);
  const file = `${dir}/${name}-${key.slice(0, 24)}.json`;
  const stored = readStored(file, key);
  if (stored) {
    const net = create();
    const size = stored.features.length;
    const bytes = Buffer.from(stored.weights, 'base64');
    const weights = new Float32Array(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    net.fromJSON({
      settings: stored.settings,
      features: stored.features,
      intents: stored.intents,
      perceptrons: stored.intents.map((_, i) => [
        ...weights.subarray(i * size, (i + 1) * size),
        stored.biases[i] ?? 0,
      ]),
    });
    return { net, loaded: true };
  }
  const net = create();
  net.train(rows);
  writeStored(dir, file, key, net);
  // the networks this name was trained as before are stale now: one file a name, not one a change
  for (const old of safeList(dir))
    if (old.startsWith(`${name}-`) && old.endsWith('.json') && `${dir}/${old}` !== file)
      rmSync(`${dir}/${old}`, { force: true });
  return { net, loaded: false };
}

function readStored(file: string, key: string): z.infer<typeof storedSchema> | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const parsed = storedSchema.safeParse(safeJson(text));
  if (!parsed.success || parsed.data.key !== key) return undefined;
  const { features, intents, biases, weights } = parsed.data;
  const expectedBytes = features.length * intents.length * 4;
  if (biases.length !== intents.length || Buffer.byteLength(weights, 'base64') !== expectedBytes)
    return undefined;
  return parsed.data;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function writeStored(dir: string, file: string, key: string, net: StorableNetwork): void {
  const { settings, features = [], intents = [] } = net.toJSON();
  const weights = new Float32Array(features.length * intents.length);
  net.perceptrons.forEach((p, i) => {
    weights.set(p.weights.subarray(0, features.length), i * features.length);
  });
  const body = JSON.stringify({
    key,
    settings,
    features,
    intents,
    biases: net.perceptrons.map((p) => p.bias),
    weights: Buffer.from(weights.buffer).toString('base64'),
  });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(temporary, body);
    renameSync(temporary, file);
  } catch {
    rmSync(temporary, { force: true });
  }
}
