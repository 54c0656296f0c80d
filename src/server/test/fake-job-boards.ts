/**
 * Fake Greenhouse, Lever and Ashby job boards on loopback (docs/decisions.md S97): one server that
 * answers the three public APIs' list calls with bodies shaped like their documented ones, and
 * misbehaves on request, board by board: slow, 500, malformed JSON, a huge body, the wrong shape, or
 * no such board.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeBoardMode = 'ok' | 'slow' | 'error' | 'malformed' | 'huge' | 'wrong-shape' | 'missing';

export interface FakeJob {
  id: string;
  title: string;
  location: string;
  /** The posting's description as HTML (each API carries it its own way). */
  html: string;
  remote?: boolean;
  /** ISO date. */
  postedAt?: string;
}

interface FakeBoard {
  mode: FakeBoardMode;
  jobs: FakeJob[];
}

export interface FakeJobBoards {
  url: string;
  /** Sets a board's postings and mode ("greenhouse:acme-health"). */
  set(board: string, jobs: FakeJob[], mode?: FakeBoardMode): void;
  mode(board: string, mode: FakeBoardMode): void;
  /** Requests each board received. */
  requests(board: string): number;
  close(): Promise<void>;
}

const escapeHtml = (html: string) => html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** developers.greenhouse.io/job-board.html: the HTML arrives escaped once more. */
function greenhouseBody(board: string, jobs: FakeJob[]) {
  return {
    jobs: jobs.map((job, i) => ({
      id: Number(job.id),
      internal_job_id: 100_000 + i,
      title: job.title,
      updated_at: job.postedAt ?? '2026-11-20T10:55:28-05:00',
      requisition_id: String(50 + i),
      location: { name: job.location },
      absolute_url: `https://boards.greenhouse.io/${board}/jobs/${job.id}`,
      metadata: null,
      content: escapeHtml(job.html),
      departments: [{ id: 13583, name: 'Operations', parent_id: null, child_ids: [] }],
      offices: [{ id: 8304, name: job.location, location: job.location, parent_id: null, child_ids: [] }],
    })),
    meta: { total: jobs.length },
  };
}

/** github.com/lever/postings-api, JSON mode: an array of postings. */
function leverBody(board: string, jobs: FakeJob[]) {
  return jobs.map((job) => ({
    id: job.id,
    text: job.title,
    categories: { commitment: 'Full-time', department: 'Operations', location: job.location, team: 'Core' },
    country: 'US',
    opening: '',
    openingPlain: '',
    description: job.html,
    descriptionPlain: plain(job.html),
    descriptionBody: job.html,
    descriptionBodyPlain: plain(job.html),
    lists: [{ text: 'What you bring', content: '<li>Care for the people you serve</li>' }],
    additional: '',
    additionalPlain: '',
    hostedUrl: `https://jobs.lever.co/${board}/${job.id}`,
    applyUrl: `https://jobs.lever.co/${board}/${job.id}/apply`,
    createdAt: Date.parse(job.postedAt ?? '2026-11-20T10:00:00Z'),
    workplaceType: job.remote ? 'remote' : 'on-site',
  }));
}

/** developers.ashbyhq.com/docs/public-job-posting-api: no id in the documented example. */
function ashbyBody(board: string, jobs: FakeJob[]) {
  return {
    apiVersion: '1',
    jobs: jobs.map((job) => ({
      title: job.title,
      location: job.location,
      secondaryLocations: [],
      department: 'Operations',
      team: 'Core',
      isListed: true,
      isRemote: job.remote ?? false,
      descriptionHtml: job.html,
      descriptionPlain: plain(job.html),
      publishedAt: job.postedAt ?? '2026-11-20T16:21:55.393+00:00',
      employmentType: 'FullTime',
      address: { postalAddress: { addressLocality: job.location, addressCountry: 'USA' } },
      jobUrl: `https://jobs.ashbyhq.com/${board}/${job.id}`,
      applyUrl: `https://jobs.ashbyhq.com/${board}/${job.id}/apply`,
    })),
  };
}

const ROUTES: Array<{ kind: string; pattern: RegExp; body: (board: string, jobs: FakeJob[]) => unknown }> = [
  { kind: 'greenhouse', pattern: /^\/v1\/boards\/([^/?]+)\/jobs\?content=true$/, body: greenhouseBody },
  { kind: 'lever', pattern: /^\/v0\/postings\/([^/?]+)\?mode=json$/, body: leverBody },
  { kind: 'ashby', pattern: /^\/posting-api\/job-board\/([^/?]+)$/, body: ashbyBody },
];

function misbehave(res: ServerResponse, mode: FakeBoardMode): boolean {
  switch (mode) {
    case 'slow':
      // headers never come: the client's timeout has to end it (the server closes it at the end)
      return true;
    case 'error':
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"internal"}');
      return true;
    case 'missing':
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return true;
    case 'malformed':
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"jobs": [{"id": 1, "title": ');
      return true;
    case 'wrong-shape':
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"postings": "none here"}');
      return true;
    case 'huge': {
      // 8 MB streamed without a length, as a board gone wrong would: the client stops reading
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = `{"filler": "${'x'.repeat(64 * 1024)}"},`;
      let sent = 0;
      const pump = () => {
        while (sent < 128) {
          sent++;
          if (!res.write(chunk)) {
            res.once('drain', pump);
            return;
          }
        }
        res.end();
      };
      res.on('error', () => {});
      res.write('{"jobs": [');
      pump();
      return true;
    }
    default:
      return false;
  }
}

export async function startFakeJobBoards(): Promise<FakeJobBoards> {
  const boards = new Map<string, FakeBoard>();
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '';
    const route = ROUTES.map((r) => ({ r, m: r.pattern.exec(path) })).find((x) => x.m);
    if (!route?.m) {
      res.writeHead(404).end();
      return;
    }
    const name = decodeURIComponent(route.m[1] ?? '');
    const id = `${route.r.kind}:${name}`;
    counts.set(id, (counts.get(id) ?? 0) + 1);
    const board = boards.get(id);
    if (!board) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    if (misbehave(res, board.mode)) return;
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(route.r.body(name, board.jobs)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set(board, jobs, mode = 'ok') {
      boards.set(board, { jobs, mode });
    },
    mode(board, mode) {
      const found = boards.get(board);
      boards.set(board, { jobs: found?.jobs ?? [], mode });
    },
    requests: (board) => counts.get(board) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
