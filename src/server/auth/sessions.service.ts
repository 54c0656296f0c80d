import { createHash, randomBytes } from 'node:crypto';
import type { SessionsRepository } from './sessions.repository.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface SessionsServiceDeps {
  sessionsRepo: SessionsRepository;
  idleDays: number;
  /** The absolute lifetime: a session older than this ends however often it is used. */
  maxDays: number;
  clock: () => Date;
}

/** Opaque session tokens: the cookie holds 256 random bits, the database only their hash. */
export function createSessionsService({ sessionsRepo, idleDays, maxDays, clock }: SessionsServiceDeps) {
  const idleMs = idleDays * DAY_MS;
  const maxMs = maxDays * DAY_MS;
  return {
    idleSeconds: idleDays * 86_400,

    async start(userId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await sessionsRepo.insert(hashToken(token), userId, clock());
      return token;
    },

    /**
     * The session and its user's row (with `achievements`, their achievements too), or null when the
     * token is unknown, idle too long or past its absolute lifetime (it is then deleted).
     */
    async resolve(token: string, options: { achievements?: boolean } = {}) {
      const tokenHash = hashToken(token);
      const session = await sessionsRepo.find(tokenHash, options);
      if (!session) return null;
      const now = clock();
      const idle = now.getTime() - session.lastSeenAt.getTime();
      if (idle > idleMs || now.getTime() - session.createdAt.getTime() > maxMs) {
        await sessionsRepo.delete(tokenHash);
        return null;
      }
      // Touch at most hourly: keeps reads from turning into writes on every request.
      if (idle > HOUR_MS) {
        await sessionsRepo.touch(tokenHash, now);
        return { ...session, renewed: true };
      }
      return { ...session, renewed: false };
    },

    async end(token: string) {
      await sessionsRepo.delete(hashToken(token));
    },

    /** Ends every other session of the user, keeping the one making the request. */
    async endOthers(userId: string, keepToken: string | null) {
      await sessionsRepo.deleteOthers(userId, keepToken ? hashToken(keepToken) : null);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
