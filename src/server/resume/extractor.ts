import { Worker } from 'node:worker_threads';
import { RESUME_MAX_BYTES } from '../../shared/resume.schema.ts';
import { ServiceUnavailable, TooManyRequests } from '../errors.ts';
import { stripControlCharacters } from '../http/control-characters.ts';
import type { ExtractResponse } from './extract.worker.ts';
import { InvalidUpload } from './extract-errors.ts';
import { detectResumeKind, type ResumeKind } from './file-kind.ts';

/** Extracted text is capped: a resume is a few thousand characters; the rest is not worth keeping. */
export const MAX_TEXT_CHARS = 50_000;
/** Under this many characters a page, a PDF is a scanned image, not text. */
export const MIN_CHARS_PER_PAGE = 80;

export interface ExtractedResume {
  kind: ResumeKind;
  text: string;
  pages: number;
}

export interface ExtractorOptions {
  timeoutMs?: number;
  /** Heap cap of the extraction worker. */
  maxMemoryMb?: number;
  /** Pages a PDF may have. */
  maxPages?: number;
  /** Files waiting or being read at once; past it an upload is answered 503 with Retry-After. */
  maxQueue?: number;
}

/** Tidies extracted text: unified newlines, no trailing spaces, at most one blank line in a row. */
export function normalizeText(text: string): string {
  // docs/decisions.md S53: no control character (a PDF's U+0000) reaches the database
  return stripControlCharacters(text.replace(/\r\n?/g, '\n').replace(/[\t\f\v\u00a0]+/g, ' '))
    .split('\n')
    .map((line) => line.replace(/ {2,}/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Extracts resume text in one long-lived worker thread (so pdf.js loads once), one file at a time,
 * each with a timeout; a worker that times out or runs out of memory is replaced. The queue is
 * bounded and holds one file per user, so one user cannot make everyone else wait.
 */
export function createResumeExtractor({
  timeoutMs = 15_000,
  maxMemoryMb = 256,
  maxPages = 20,
  maxQueue = 8,
}: ExtractorOptions = {}) {
  let worker: Worker | null = null;
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  const owners = new Set<string>();

  function spawn(): Worker {
    const w = new Worker(new URL('./extract.worker.ts', import.meta.url), {
      workerData: { maxPages },
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32 },
    });
    w.unref();
    w.on('exit', () => {
      if (worker === w) worker = null;
    });
    return w;
  }

  function runInWorker(kind: ResumeKind, bytes: Uint8Array): Promise<ExtractResponse> {
    worker ??= spawn();
    const w = worker;
    const id = nextId++;
    return new Promise<ExtractResponse>((resolve) => {
      const done = (response: ExtractResponse) => {
        clearTimeout(timer);
        w.off('message', onMessage);
        w.off('error', onError);
        w.off('exit', onExit);
        resolve(response);
      };
      const kill = () => {
        if (worker === w) worker = null;
        void w.terminate();
      };
      const onMessage = (message: ExtractResponse) => {
        if (message.id === id) done(message);
      };
      const onError = () => {
        kill();
        done({ id, ok: false, code: 'too_complex' });
      };
      const onExit = () => done({ id, ok: false, code: 'too_complex' });
      const timer = setTimeout(() => {
        kill();
        done({ id, ok: false, code: 'too_complex' });
      }, timeoutMs);
      w.on('message', onMessage);
      w.on('error', onError);
      w.on('exit', onExit);
      // hand the bytes over without copying them (the caller no longer needs them)
      const owned =
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
      w.postMessage({ id, kind, bytes: owned }, [owned.buffer as ArrayBuffer]);
    });
  }

  return {
    /**
     * Checks a file by size and magic bytes, extracts its text, or throws InvalidUpload with the
     * reason. `owner` (a user id) may have one file in the queue at a time.
     */
    async extract(bytes: Uint8Array, owner?: string): Promise<ExtractedResume> {
      if (bytes.length === 0) throw new InvalidUpload('empty_file');
      if (bytes.length > RESUME_MAX_BYTES) throw new InvalidUpload('file_too_large');
      const kind = await detectResumeKind(bytes);
      if (!kind) throw new InvalidUpload('unsupported_type');
      if (owner !== undefined && owners.has(owner)) {
        throw new TooManyRequests(
          'Your previous resume is still being read. Upload again once it is done.',
          5,
        );
      }
      if (waiting >= maxQueue) {
        throw new ServiceUnavailable(
          'Resume reading is busy right now. Please try again in a few seconds.',
          10,
        );
      }
      waiting++;
      if (owner !== undefined) owners.add(owner);
      const job = queue.then(() => runInWorker(kind, bytes));
      queue = job.catch(() => {});
      let response: ExtractResponse;
      try {
        response = await job;
      } finally {
        waiting--;
        if (owner !== undefined) owners.delete(owner);
      }
      if (!response.ok) throw new InvalidUpload(response.code);
      const text = normalizeText(response.text).slice(0, MAX_TEXT_CHARS);
      if (kind === 'pdf' && text.replace(/\s/g, '').length < MIN_CHARS_PER_PAGE * response.pages) {
        throw new InvalidUpload('no_text_layer');
      }
      if (text.length === 0) throw new InvalidUpload('no_text');
      return { kind, text, pages: response.pages };
    },

    async close() {
      await worker?.terminate();
      worker = null;
    },
  };
}

export type ResumeExtractor = ReturnType<typeof createResumeExtractor>;
