/**
 * Benchmark 6 (issue 18): scale-out. Two server processes on one PostgreSQL: the GET /api/me read
 * rate with one process and with both, and then, after a write load through both, a check that
 * the rules held across them: one session serves on either, XP equals the ledger, each award is
 * paid once, and the AI rate limit admits exactly its number of calls.
 * `node bench/scale-out.ts` (DATABASE_URL, default the local server).
 */
import pg from 'pg';
import { spawnServer } from '../src/server/test/spawn-server.ts';
import { combine, measureWrites, session } from './api.ts';
import {
  benchPort,
  cannon,
  POSTGRES_URL,
  type Row,
  reachable,
  type Section,
  saveSection,
  scratchDatabase,
} from './lib.ts';

const AI_CALLS_PER_MINUTE = 5;
/** Connections of the read load in all, on one process and then split over two. */
const CONNECTIONS = Number(process.env.SCALE_OUT_CONNECTIONS ?? 20);

async function chatOnce(
  baseUrl: string,
  cookie: string,
  content: string,
): Promise<'answered' | 'limited' | 'other'> {
  const res = await fetch(`${baseUrl}/api/me/chat/messages`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ content }),
  });
  const text = await res.text();
  if (text.includes('"type":"done"')) return 'answered';
  if (text.includes('too fast')) return 'limited';
  return 'other';
}

export async function runScaleOutBench(): Promise<Section> {
  const title = 'Scale-out: two processes on one PostgreSQL';
  const command = 'node bench/scale-out.ts';
  if (!(await reachable(POSTGRES_URL)))
    return { title, command, rows: [], notes: ['No PostgreSQL answered: set DATABASE_URL to run it.'] };
  const database = await scratchDatabase(POSTGRES_URL, 'waymark_bench_scale');
  const env = {
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
    AI_CALLS_PER_MINUTE: String(AI_CALLS_PER_MINUTE),
  };
  const a = await spawnServer(env, await benchPort());
  const b = await spawnServer(env, await benchPort());
  const rows: Row[] = [];
  try {
    const reader = await session(a.baseUrl);
    // the same 10 connections, on one process, then split over both
    const one = await cannon({
      url: `${a.baseUrl}/api/me`,
      connections: 10,
      headers: { cookie: reader.cookie },
    });
    const two = combine(
      await Promise.all(
        [a, b].map((s) =>
          cannon({ url: `${s.baseUrl}/api/me`, connections: 5, headers: { cookie: reader.cookie } }),
        ),
      ),
    );
    const ratio = two.rps / one.rps;

    // writes through both processes at once: every user's requests reach both
    const writers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => session(i % 2 ? b.baseUrl : a.baseUrl)),
    );
    const writes = await measureWrites([a.baseUrl, b.baseUrl], writers, {
      connectionsPerProcess: 10,
      seconds: 4,
    });
    // the same resources completed twice at once, once on each process: paid once each
    const racer = await session(a.baseUrl);
    const before = (await (
      await fetch(`${b.baseUrl}/api/me`, { headers: { cookie: racer.cookie } })
    ).json()) as {
      id: string;
      xp: number;
    };
    const ids = racer.resources.slice(0, 30);
    await Promise.all(
      [a, b].flatMap((server) =>
        ids.map((id) =>
          fetch(`${server.baseUrl}/api/me/resources/${id}/completion`, {
            method: 'PUT',
            headers: { cookie: racer.cookie, 'content-type': 'application/json', origin: server.baseUrl },
            body: '{"completed":true}',
          }),
        ),
      ),
    );
    const after = (await (
      await fetch(`${a.baseUrl}/api/me`, { headers: { cookie: racer.cookie } })
    ).json()) as {
      id: string;
      xp: number;
    };
    // the AI limit counts calls from both processes: 12 at once, alternating
    const asker = await session(b.baseUrl);
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        chatOnce((i % 2 ? a : b).baseUrl, asker.cookie, `what should I learn next? ${i}`),
      ),
    );

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const mismatched = await client.query(
      `select count(*)::int as n from users u
       where u.xp <> (select coalesce(sum(amount), 0) from xp_ledger l where l.user_id = u.id)`,
    );
    const twice = await client.query(
      `select count(*)::int as n from (select 1 from xp_ledger group by user_id, award_key having count(*) > 1) d`,
    );
    const users = await client.query('select count(*)::int as n from users');
    await client.end();
    const sameUser =
      (await (await fetch(`${b.baseUrl}/api/me`, { headers: { cookie: reader.cookie } })).json()).id ===
      (await (await fetch(`${a.baseUrl}/api/me`, { headers: { cookie: reader.cookie } })).json()).id;
    const answered = outcomes.filter((o) => o === 'answered').length;
    const limited = outcomes.filter((o) => o === 'limited').length;
    const exact =
      sameUser &&
      mismatched.rows[0].n === 0 &&
      twice.rows[0].n === 0 &&
      after.xp - before.xp === ids.length * 10 &&
      answered === AI_CALLS_PER_MINUTE &&
      limited === 12 - AI_CALLS_PER_MINUTE;

    rows.push(
      {
        name: `(a) GET /api/me, one process, ${CONNECTIONS} connections`,
        value: `${one.rps} req/s, p50 ${one.p50} ms, p99 ${one.p99} ms, ${one.errors} errors`,
      },
      {
        name: `(b) GET /api/me, two processes, ${CONNECTIONS / 2} connections each`,
        value: `${two.rps} req/s, p99 ${two.p99} ms, ${two.errors} errors`,
      },
      {
        name: 'read rate ratio b / a',
        value: `${ratio.toFixed(2)} (${two.rps} / ${one.rps})`,
        target: '> 1 (rises with the second process)',
        ok: ratio > 1 && one.errors === 0 && two.errors === 0,
      },
      {
        name: 'progress writes through both processes, 10 users on each (4 s)',
        value: `${writes.rps} req/s, p99 ${writes.p99} ms, ${writes.errors} errors`,
      },
      {
        name: 'rules after the load, across both processes',
        value:
          `one session on both: ${sameUser ? 'yes' : 'no'}; users whose XP differs from their ledger: ${mismatched.rows[0].n} of ${users.rows[0].n}; ` +
          `award keys paid twice: ${twice.rows[0].n}; ${ids.length} resources completed on both at once paid ${(after.xp - before.xp) / 10} times; ` +
          `AI limit ${AI_CALLS_PER_MINUTE}/min, 12 calls at once: ${answered} answered, ${limited} refused`,
        target: 'all exact',
        ok: exact,
      },
    );
  } finally {
    for (const s of [a, b]) s.process.kill('SIGTERM');
    await Promise.all([a.exited, b.exited]);
    await database.drop();
  }
  return {
    title,
    command,
    rows,
    notes: [
      'Both processes, PostgreSQL and the load generator share the 2 cores, so the second process can add only what the first leaves idle.',
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) saveSection('scale-out', await runScaleOutBench());
