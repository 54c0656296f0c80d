/**
 * Reading public job boards (docs/decisions.md S97): Greenhouse, Lever and Ashby, each answer parsed
 * with the shape its API documents, every request bounded in time and size, and retried with
 * back-off only when a retry can help (a timeout, a network error, 429 or 5xx).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { BoardKind } from '../../shared/job-boards.schema.ts';
import type { Config } from '../config.ts';
import { htmlToText as reduceHtml, plainText as tidyText } from './html-text.ts';

/** A posting as every board is read into, before it is matched and stored. */
export interface FetchedPosting {
  externalId: string;
  title: string;
  location: string;
  isRemote: boolean;
  url: string;
  /** Plain text: the HTML reduced, never kept as HTML. */
  text: string;
  postedAt: Date | null;
}

/** The longest posting text kept; a board's essay past it is cut. */
export const POSTING_TEXT_MAX = 20_000;

/** Why a board could not be read, as its followers see it. */
export class BoardFailure extends Error {
  readonly retry: boolean;
  constructor(message: string, retry: boolean) {
    super(message);
    this.name = 'BoardFailure';
    this.retry = retry;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;

/** A posting's link: an http(s) address of at most 2000 characters, nothing else (never javascript:). */
const httpUrl = z
  .string()
  .max(2000)
  .regex(/^https?:\/\/\S+$/i)
  .refine((url) => !CONTROL.test(url));
/** A board's own id for a posting. */
const externalId = z
  .string()
  .min(1)
  .max(200)
  .refine((id) => !CONTROL.test(id));
/** A board's HTML as plain text, capped at POSTING_TEXT_MAX (html-text.ts). */
const htmlToText = (html: string) => reduceHtml(html, POSTING_TEXT_MAX);
const plainText = (text: string) => tidyText(text, POSTING_TEXT_MAX);

const line = (max: number) => z.string().transform((s) => htmlToText(s).replace(/\n/g, ' ').slice(0, max));

/** developers.greenhouse.io/job-board.html, "List jobs" with ?content=true. */
const greenhouseSchema = z.object({
  jobs: z.array(
    z.object({
      id: z.number().int(),
      title: line(200),
      updated_at: z.string().nullish(),
      first_published: z.string().nullish(),
      location: z.object({ name: z.string().nullish() }).nullish(),
      absolute_url: httpUrl,
      content: z.string().nullish(),
    }),
  ),
});

/** github.com/lever/postings-api, "Get a list of job postings" in JSON mode. */
const leverSchema = z.array(
  z.object({
    id: externalId,
    text: line(200),
    categories: z
      .object({ location: z.string().nullish(), allLocations: z.array(z.string()).nullish() })
      .nullish(),
    description: z.string().nullish(),
    descriptionPlain: z.string().nullish(),
    lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
    additionalPlain: z.string().nullish(),
    hostedUrl: httpUrl,
    createdAt: z.number().nullish(),
    workplaceType: z.string().nullish(),
  }),
);

/** developers.ashbyhq.com/docs/public-job-posting-api; `id` is not in the documented example. */
const ashbySchema = z.object({
  jobs: z.array(
    z.object({
      id: externalId.nullish(),
      title: line(200),
      location: z.string().nullish(),
      isListed: z.boolean().nullish(),
      isRemote: z.boolean().nullish(),
      workplaceType: z.string().nullish(),
      descriptionHtml: z.string().nullish(),
      descriptionPlain: z.string().nullish(),
      publishedAt: z.string().nullish(),
      jobUrl: httpUrl,
    }),
  ),
});

const REMOTE = /\bremote\b/i;

function dateOf(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The boards' addresses and how each answer reads into postings. */
const BOARDS: Record<
  BoardKind,
  { path: (name: string) => string; read: (json: unknown) => FetchedPosting[] }
> = {
  greenhouse: {
    path: (name) => `/v1/boards/${encodeURIComponent(name)}/jobs?content=true`,
    read: (json) =>
      greenhouseSchema.parse(json).jobs.map((job) => {
        const location = htmlToText(job.location?.name ?? '').slice(0, 200);
        return {
          externalId: String(job.id),
          title: job.title,
          location,
          isRemote: REMOTE.test(location),
          url: job.absolute_url,
          text: htmlToText(job.content ?? ''),
          postedAt: dateOf(job.first_published ?? job.updated_at),
        };
      }),
  },
  lever: {
    path: (name) => `/v0/postings/${encodeURIComponent(name)}?mode=json`,
    read: (json) =>
      leverSchema.parse(json).map((job) => {
        const location = htmlToText(job.categories?.location ?? '').slice(0, 200);
        const lists = (job.lists ?? []).map((l) => `${l.text}\n${htmlToText(l.content)}`).join('\n');
        const body = job.descriptionPlain
          ? plainText(job.descriptionPlain)
          : htmlToText(job.description ?? '');
        return {
          externalId: job.id,
          title: job.text,
          location,
          isRemote: job.workplaceType === 'remote' || REMOTE.test(location),
          url: job.hostedUrl,
          text: plainText([body, lists, job.additionalPlain ?? ''].filter(Boolean).join('\n')),
          postedAt: dateOf(job.createdAt),
        };
      }),
  },
  ashby: {
    path: (name) => `/posting-api/job-board/${encodeURIComponent(name)}`,
    read: (json) =>
      ashbySchema
        .parse(json)
        .jobs.filter((job) => job.isListed !== false)
        .map((job) => {
          const location = htmlToText(job.location ?? '').slice(0, 200);
          return {
            // the documented answer has no id: the posting's own address names it as well
            externalId: job.id ?? job.jobUrl,
            title: job.title,
            location,
            isRemote: job.isRemote === true || job.workplaceType === 'Remote' || REMOTE.test(location),
            url: job.jobUrl,
            text: job.descriptionPlain
              ? plainText(job.descriptionPlain)
              : htmlToText(job.descriptionHtml ?? ''),
            postedAt: dateOf(job.publishedAt),
          };
        }),
  },
};

export interface BoardClientSettings {
  baseUrls: Record<BoardKind, string>;
  timeoutMs: number;
  maxBytes: number;
  retries: number;
  backoffMs: number;
}

/** Reads a body up to `maxBytes`; past it the download stops and the board fails. */
async function readCapped(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await res.body?.cancel();
    throw new BoardFailure(`The board's answer is larger than ${maxBytes} bytes.`, false);
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new BoardFailure(`The board's answer is larger than ${maxBytes} bytes.`, false);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** One request to a board: its postings, or a BoardFailure saying why not. */
async function fetchOnce(url: string, read: (json: unknown) => FetchedPosting[], s: BoardClientSettings) {
  let text: string;
  let status: number;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(s.timeoutMs),
    });
    status = res.status;
    if (!res.ok) {
      await res.body?.cancel();
      const retry = status === 429 || status >= 500;
      throw new BoardFailure(
        status === 404 ? 'The board does not exist (404).' : `The board answered ${status}.`,
        retry,
      );
    }
    // the timeout's signal also ends a body that arrives too slowly
    text = await readCapped(res, s.maxBytes);
  } catch (error) {
    if (error instanceof BoardFailure) throw error;
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new BoardFailure(`The board did not answer within ${s.timeoutMs} ms.`, true);
    throw new BoardFailure('The board could not be reached.', true);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BoardFailure('The board answered with something other than JSON.', false);
  }
  try {
    return read(json);
  } catch {
    throw new BoardFailure("The board's answer is not in the shape its API documents.", false);
  }
}

export function createBoardClients(settings: BoardClientSettings) {
  return {
    /** Every posting a board lists now; throws BoardFailure after the retries. */
    async fetchBoard(kind: BoardKind, name: string): Promise<FetchedPosting[]> {
      const board = BOARDS[kind];
      const url = `${settings.baseUrls[kind].replace(/\/+$/, '')}${board.path(name)}`;
      for (let attempt = 0; ; attempt++) {
        try {
          return await fetchOnce(url, board.read, settings);
        } catch (error) {
          const failure =
            error instanceof BoardFailure ? error : new BoardFailure('The board could not be read.', false);
          if (!failure.retry || attempt >= settings.retries) throw failure;
          await sleep(settings.backoffMs * 2 ** attempt);
        }
      }
    },
  };
}

export type BoardClients = ReturnType<typeof createBoardClients>;

/** The clients' settings from the environment (README Configuration). */
export function boardClientSettings(config: Config): BoardClientSettings {
  return {
    baseUrls: {
      greenhouse: config.GREENHOUSE_API_URL,
      lever: config.LEVER_API_URL,
      ashby: config.ASHBY_API_URL,
    },
    timeoutMs: config.JOB_FETCH_TIMEOUT_MS,
    maxBytes: config.JOB_BOARD_MAX_BYTES,
    retries: config.JOB_FETCH_RETRIES,
    backoffMs: config.JOB_FETCH_BACKOFF_MS,
  };
}
