import { setImmediate } from 'node:timers/promises';
import type { BoardKind, BoardPosting, BoardPostings, JobBoard } from '../../shared/job-boards.schema.ts';
import { jobMatch } from '../../shared/matching.ts';
import { US_STATES, usStateName } from '../../shared/us-states.ts';
import type { Location } from '../../shared/user.schema.ts';
import { sameSkill } from '../catalog/skill-lexicon.ts';
import { Conflict, NotFound } from '../errors.ts';
import { type BoardClients, BoardFailure, type FetchedPosting } from './job-board-clients.ts';
import type {
  BoardPostingRow,
  BoardRow,
  JobBoardsRepository,
  NewBoardPosting,
} from './job-boards.repository.ts';
import type { KnownSkills } from './market.service.ts';

/** docs/product.md §4 Job boards: boards one user may follow. */
export const BOARDS_FOLLOWED_MAX = 50;
/** Postings kept per board and sync; a board listing more keeps its newest (docs/decisions.md S97). */
export const POSTINGS_PER_BOARD_MAX = 500;
/**
 * How long a started sync counts as running: past it (a process killed mid-sync) another may start.
 * Far above what a sync can take: each board is bounded by its timeout, retries and size cap.
 */
export const JOB_SYNC_LEASE_MS = 30 * 60_000;
/** How long an expired posting is kept (it reopens under its id if the board lists it again). */
export const EXPIRED_KEPT_MS = 30 * 86_400_000;
/**
 * Postings read between two turns of the event loop: reading one (its title resolved, its text
 * searched for lexicon skills) takes about 30 ms of CPU for a 3,000-character posting.
 */
const YIELD_EVERY = 1;
/** Boards read side by side in one sync. */
const BOARDS_AT_ONCE = 4;
/** Open postings ranked for one answer (the newest). */
const POSTINGS_RANKED = 500;
const EXCERPT_CHARS = 400;

/** What a posting's title and text name: its occupation (the title resolver) and its lexicon skills. */
export interface PostingReader {
  occupationOf(title: string): string | null;
  occupationTitle(code: string): string | null;
  skillsIn(text: string): string[];
}

export interface JobBoardsDeps {
  repo: JobBoardsRepository;
  clients: BoardClients;
  reader: PostingReader;
  /** The operator's list (JOB_BOARDS): every user sees them. */
  defaults: readonly string[];
  /** What the user knows, and the goal's occupation (docs/product.md §5 Job match). */
  knownSkills: (userId: string) => Promise<KnownSkills>;
  goalOccupation: (userId: string) => Promise<string | null>;
  /** Minutes between syncs (0: only when called). */
  intervalMs: number;
  /** How long a started sync is taken to be running before another may start. */
  leaseMs: number;
  clock: () => Date;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface SyncReport {
  boards: number;
  ok: number;
  failing: number;
  postings: number;
}

const splitBoard = (id: string): { kind: BoardKind; name: string } => {
  const at = id.indexOf(':');
  return { kind: id.slice(0, at) as BoardKind, name: id.slice(at + 1) };
};

/** A board's name as a company name: "acme-health" is Acme Health. */
export function companyOf(name: string): string {
  return name
    .split(/[-_.]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Remote, or the posting's place names the user's city or state (docs/product.md §4 Job boards). */
export function nearTo(location: Location | null, posting: { location: string; isRemote: boolean }): boolean {
  if (posting.isRemote) return true;
  if (!location) return false;
  const place = ` ${words(posting.location).join(' ')} `;
  const city = words(location.city).join(' ');
  if (city && place.includes(` ${city} `)) return true;
  const state = usStateName(location.state);
  if (!state) return false;
  if (place.includes(` ${words(state).join(' ')} `)) return true;
  const code = Object.keys(US_STATES).find((k) => US_STATES[k] === state);
  // a state's two letters count only as written ("IL", not "il" inside a word)
  return code !== undefined && new RegExp(`(^|[^A-Za-z])${code}([^A-Za-z]|$)`).test(posting.location);
}

function presentBoard(
  row: BoardRow & { openPostings: number },
  isDefault: boolean,
  followed: boolean,
): JobBoard {
  const { kind, name } = splitBoard(row.id);
  return {
    board: row.id,
    kind,
    name,
    status: row.status,
    error: row.lastError,
    checkedAt: row.checkedAt?.toISOString() ?? null,
    lastOkAt: row.lastOkAt?.toISOString() ?? null,
    openPostings: row.openPostings,
    isDefault,
    followed,
  };
}

export function createJobBoards(deps: JobBoardsDeps) {
  const { repo, clients, reader, defaults, clock, log } = deps;

  async function toStored(postings: FetchedPosting[], company: string): Promise<NewBoardPosting[]> {
    const titles = new Map<string, string | null>();
    // one posting per board id, the newest first when the board lists more than are kept
    const unique = [...new Map(postings.map((p) => [p.externalId, p])).values()]
      .sort((a, b) => (b.postedAt?.getTime() ?? 0) - (a.postedAt?.getTime() ?? 0))
      .slice(0, POSTINGS_PER_BOARD_MAX);
    const stored: NewBoardPosting[] = [];
    for (const p of unique) {
      // reading a posting is CPU work: requests in flight get their turn between postings
      if (stored.length % YIELD_EVERY === 0) await setImmediate();
      if (!titles.has(p.title)) titles.set(p.title, reader.occupationOf(p.title));
      stored.push({
        externalId: p.externalId,
        title: p.title,
        company,
        location: p.location,
        isRemote: p.isRemote,
        url: p.url,
        text: p.text,
        skills: reader.skillsIn(`${p.title}\n${p.text}`),
        occupationCode: titles.get(p.title) ?? null,
        postedAt: p.postedAt,
      });
    }
    return stored;
  }

  /** Reads one board and stores it, or marks it failing with why; never throws. */
  async function syncBoard(boardId: string): Promise<{ ok: boolean; postings: number }> {
    const { kind, name } = splitBoard(boardId);
    try {
      const fetched = await clients.fetchBoard(kind, name);
      const stored = await toStored(fetched, companyOf(name));
      await repo.saveBoard(boardId, stored, clock());
      return { ok: true, postings: stored.length };
    } catch (error) {
      const message = error instanceof BoardFailure ? error.message : 'The board could not be stored.';
      if (!(error instanceof BoardFailure)) log.error({ err: error, board: boardId }, 'job board not stored');
      await repo.markFailing(boardId, message, clock());
      return { ok: false, postings: 0 };
    }
  }

  /**
   * One sync of every board (the defaults and every followed one), when this process wins this
   * interval's claim (docs/decisions.md S98); null when another process has it or it ran already.
   */
  async function runOnce(): Promise<SyncReport | null> {
    const claimed = await repo.claimRun(clock(), deps.intervalMs, deps.leaseMs);
    if (!claimed) return null;
    try {
      const now = clock();
      await repo.prune(defaults, new Date(now.getTime() - EXPIRED_KEPT_MS));
      await repo.ensureBoards(defaults);
      const boards = [...new Set([...defaults, ...(await repo.followedByAnyone())])];
      const report: SyncReport = { boards: boards.length, ok: 0, failing: 0, postings: 0 };
      const queue = [...boards];
      const worker = async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
          const result = await syncBoard(next);
          if (result.ok) report.ok++;
          else report.failing++;
          report.postings += result.postings;
        }
      };
      await Promise.all(Array.from({ length: Math.min(BOARDS_AT_ONCE, boards.length) }, worker));
      return report;
    } finally {
      await repo.finishRun(clock());
    }
  }

  async function boardsOf(userId: string): Promise<JobBoard[]> {
    const followed = await repo.followedBy(userId);
    const ids = [...new Set([...defaults, ...followed])];
    await repo.ensureBoards(defaults);
    const rows = new Map((await repo.boards(ids)).map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [presentBoard(row, defaults.includes(id), followed.includes(id))] : [];
    });
  }

  function presentPosting(
    row: BoardPostingRow,
    known: KnownSkills['skills'],
    goalCode: string | null,
    location: Location | null,
  ): BoardPosting {
    const { kind } = splitBoard(row.boardId);
    const skills = jobMatch(row.skills, known, sameSkill);
    const goalOccupation =
      goalCode !== null &&
      row.occupationCode !== null &&
      row.occupationCode.slice(0, 7) === goalCode.slice(0, 7);
    const nearYou = nearTo(location, row);
    const skillsPercent = row.skills.length > 0 ? skills.percent : 0;
    const title = row.occupationCode ? reader.occupationTitle(row.occupationCode) : null;
    return {
      id: row.id,
      sample: false,
      source: { board: row.boardId, kind },
      title: row.title,
      company: row.company,
      location: row.location,
      isRemote: row.isRemote,
      url: row.url,
      postedAt: row.postedAt?.toISOString() ?? null,
      firstSeenAt: row.firstSeenAt.toISOString(),
      excerpt: row.text.length > EXCERPT_CHARS ? `${row.text.slice(0, EXCERPT_CHARS).trimEnd()}…` : row.text,
      skills: row.skills,
      occupation: row.occupationCode && title ? { code: row.occupationCode, title } : null,
      match: {
        goalOccupation,
        skillsPercent,
        missingSkills: skills.missing,
        nearYou,
        // docs/product.md §4 Job boards: occupation 50, skills up to 30, place 20
        score: (goalOccupation ? 50 : 0) + Math.round(skillsPercent * 0.3) + (nearYou ? 20 : 0),
      },
    };
  }

  return {
    runOnce,

    /** Syncs every `everyMs` (the first soon after start); the returned function stops it. */
    schedule(everyMs: number, firstAfterMs: number): () => void {
      const sync = () => {
        runOnce()
          .then((report) =>
            log.info({ jobSync: report ? { ran: true, ...report } : { ran: false } }, 'job board sync'),
          )
          .catch((error: unknown) => log.error({ err: error }, 'job board sync failed'));
      };
      const first = setTimeout(sync, firstAfterMs);
      const timer = setInterval(sync, everyMs);
      first.unref();
      timer.unref();
      return () => {
        clearTimeout(first);
        clearInterval(timer);
      };
    },

    boards: boardsOf,

    async follow(userId: string, boardId: string): Promise<JobBoard> {
      const followed = await repo.followedBy(userId);
      if (!followed.includes(boardId) && followed.length >= BOARDS_FOLLOWED_MAX)
        throw new Conflict(
          `You follow ${BOARDS_FOLLOWED_MAX} job boards already. Unfollow one you no longer need first.`,
        );
      await repo.follow(userId, boardId, clock());
      const board = (await boardsOf(userId)).find((b) => b.board === boardId);
      if (!board) throw new NotFound('Unknown job board');
      return board;
    },

    async unfollow(userId: string, boardId: string): Promise<void> {
      if (!(await repo.unfollow(userId, boardId))) throw new NotFound('You do not follow this job board.');
    },

    /**
     * A posting of one of the user's boards (the defaults or one they follow), still open, for
     * keeping as their own posting (docs/product.md §5 Postings); undefined for any other.
     */
    async visiblePosting(userId: string, id: string): Promise<BoardPostingRow | undefined> {
      const row = await repo.posting(id);
      if (!row || row.expiredAt) return undefined;
      if (defaults.includes(row.boardId)) return row;
      return (await repo.followedBy(userId)).includes(row.boardId) ? row : undefined;
    },

    /** The open postings of the user's boards, best match first (docs/product.md §4 Job boards). */
    async postings(userId: string, location: Location | null, limit: number): Promise<BoardPostings> {
      const followed = await repo.followedBy(userId);
      const ids = [...new Set([...defaults, ...followed])];
      const rows = await repo.openPostings(ids, POSTINGS_RANKED);
      if (rows.length === 0) return { postings: [], total: 0 };
      const [known, goalCode] = await Promise.all([deps.knownSkills(userId), deps.goalOccupation(userId)]);
      const ranked = rows
        .map((row) => presentPosting(row, known.skills, goalCode, location))
        .sort((a, b) => b.match.score - a.match.score);
      return { postings: ranked.slice(0, limit), total: rows.length };
    },
  };
}

export type JobBoards = ReturnType<typeof createJobBoards>;
