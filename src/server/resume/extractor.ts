import { Worker } from 'node:worker_threads';
import { RESUME_MAX_BYTES } from '../../shared/resume.schema.ts';
import { ServiceUnavailable, TooManyRequests } from '../errors.ts';
import { stripControlCharacters } from '../http/control-characters.ts';
import type { RateLimitsRepository } from '../http/rate-limits.repository.ts';
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
  /** The longest any file may take to read. */
  timeoutMs?: number;
  /**
   * A file's own time budget (docs/decisions.md S58): this much, plus `timeoutPerMbMs` per megabyte,
   * never more than `timeoutMs`.
   */
  timeoutBaseMs?: number;
  timeoutPerMbMs?: number;
  /** Heap cap of each extraction worker. */
  maxMemoryMb?: number;
  /** Pages a PDF may have. */
  maxPages?: number;
  /** Files waiting or being read at once; past it an upload is answered 503 with Retry-After. */
  maxQueue?: number;
  /** Worker threads reading files side by side, so one slow file does not hold everyone. */
  workers?: number;
  /**
   * Admits one file of `owner` (a user id) from `address` before it is queued, or throws (429);
   * answers how to give the slot back. Without it, one file per owner in this process.
   */
  admit?: (owner: string, address: string) => Promise<() => Promise<void>>;
}

/** A slot is given back when its file is read; one a crashed process never gave back expires. */
const SLOT_EXPIRY_MS = 120_000;

/**
 * Admission to the extraction queue, in the database so every process counts together
 * (docs/decisions.md S58): one file per user, `perAddress` files per client address.
 */
export function admitExtraction(
  rateLimits: Pick<RateLimitsRepository, 'claim' | 'release'>,
  perAddress: number,
  clock: () => Date,
) {
  return async (owner: string, address: string) => {
    const user = await rateLimits.claim('extraction-user', owner, 1, SLOT_EXPIRY_MS, clock());
    if (user.id === null)
      throw new TooManyRequests('Your previous resume is still being read. Upload again once it is done.', 5);
    const userSlot = user.id;
    const place = await rateLimits.claim('extraction-address', address, perAddress, SLOT_EXPIRY_MS, clock());
    if (place.id === null) {
      await rateLimits.release(userSlot);
      throw new TooManyRequests(
        'Too many resumes are being read for your address. Try again in a few seconds.',
        5,
      );
    }
    const addressSlot = place.id;
    return async () => {
      await Promise.all([rateLimits.release(userSlot), rateLimits.release(addressSlot)]);
    };
  };
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
 * Extracts resume text in a small pool of long-lived worker threads (so pdf.js loads once per
 * worker), each file with a time budget by its size; a worker that times out or runs out of memory
 * is replaced. The queue is bounded, and `admit` keeps one user (and one address) from filling it
 * (docs/decisions.md S58).
 */
export function createResumeExtractor({
  timeoutMs = 15_000,
  timeoutBaseMs = 5_000,
  timeoutPerMbMs = 2_000,
  maxMemoryMb = 256,
  maxPages = 20,
  maxQueue = 8,
  workers = 2,
  admit,
}: ExtractorOptions = {}) {
  const idle: Worker[] = [];
  let running = 0;
  let nextId = 1;
  let waiting = 0;
  let guestsWaiting = 0;
  const guestShare = Math.max(1, Math.floor(maxQueue / 2));
  const jobs: Array<() => void> = [];
  const owners = new Set<string>();
  const live = new Set<Worker>();

  function spawn(): Worker {
    const w = new Worker(new URL('./extract.worker.ts', import.meta.url), {
      workerData: { maxPages },
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: 32 },
    });
    w.unref();
    live.add(w);
    w.on('exit', () => live.delete(w));
    return w;
  }

  /** Waits for a free worker (at most `workers` run at once). */
  async function acquire(): Promise<Worker> {
    if (running >= workers) await new Promise<void>((resolve) => jobs.push(resolve));
    running++;
    return idle.pop() ?? spawn();
  }

  function giveBack(w: Worker | null) {
    running--;
    if (w) idle.push(w);
    jobs.shift()?.();
  }

  async function runInWorker(kind: ResumeKind, bytes: Uint8Array): Promise<ExtractResponse> {
    const budget = Math.min(timeoutMs, timeoutBaseMs + (timeoutPerMbMs * bytes.length) / (1024 * 1024));
    const w = await acquire();
    const id = nextId++;
    let healthy = true;
    try {
      return await new Promise<ExtractResponse>((resolve) => {
        const done = (response: ExtractResponse) => {
          clearTimeout(timer);
          w.off('message', onMessage);
          w.off('error', onError);
          w.off('exit', onExit);
          resolve(response);
        };
        const kill = () => {
          healthy = false;
          void w.terminate();
        };
        const onMessage = (message: ExtractResponse) => {
          if (message.id === id) done(message);
        };
        const onError = () => {
          kill();
          done({ id, ok: false, code: 'too_complex' });
        };
        const onExit = () => {
          healthy = false;
          done({ id, ok: false, code: 'too_complex' });
        };
        const timer = setTimeout(() => {
          kill();
          done({ id, ok: false, code: 'too_complex' });
        }, budget);
        w.on('message', onMessage);
        w.on('error', onError);
        w.on('exit', onExit);
        // hand the bytes over without copying them (the caller no longer needs them)
        const owned =
          bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
        w.postMessage({ id, kind, bytes: owned }, [owned.buffer as ArrayBuffer]);
      });
    } finally {
      giveBack(healthy ? w : null);
    }
  }

  return {
    /**
     * Checks a file by size and magic bytes, extracts its text, or throws InvalidUpload with the
     * reason. `owner` (a user id) may have one file in the queue at a time.
     */
    async extract(
      bytes: Uint8Array,
      owner?: string,
      address = '',
      isGuest = false,
    ): Promise<ExtractedResume> {
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
      if (owner !== undefined) owners.add(owner);
      let release: (() => Promise<void>) | undefined;
      let response: ExtractResponse;
      try {
        if (owner !== undefined && admit) release = await admit(owner, address);
        // guests, free and made by the thousand, share half the queue: an account always finds room
        if (waiting >= maxQueue || (isGuest && guestsWaiting >= guestShare)) {
          throw new ServiceUnavailable(
            'Resume reading is busy right now. Please try again in a few seconds.',
            10,
          );
        }
        waiting++;
        if (isGuest) guestsWaiting++;
        try {
          response = await runInWorker(kind, bytes);
        } finally {
          waiting--;
          if (isGuest) guestsWaiting--;
        }
      } finally {
        if (owner !== undefined) owners.delete(owner);
        await release?.();
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
      await Promise.all([...live].map((w) => w.terminate()));
      idle.length = 0;
    },
  };
}

export type ResumeExtractor = ReturnType<typeof createResumeExtractor>;
