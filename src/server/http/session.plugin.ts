import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { calendarDay, isValidTimeZone } from '../../shared/streak.ts';
import type { Location } from '../../shared/user.schema.ts';
import type { userAchievements, users } from '../db/schema.ts';
import { PremiumRequired } from '../errors.ts';
import { type AddressLimiter, addressKey } from './address-limit.ts';

export const SESSION_COOKIE = 'wm_session';

/** Who is asking, resolved once per request from the session (one query, joined with the user). */
export interface Caller {
  id: string;
  isPremium: boolean;
  /** The browser's time zone (X-Time-Zone) when valid, else the one stored for the user. */
  timeZone: string;
  location: Location | null;
  /** The current goal's career id (docs/decisions.md S42: read with the session, not again per write). */
  currentCareerId: number | null;
  /** A guest (no account yet): guests share a part of the costly queues (docs/decisions.md S58). */
  isGuest: boolean;
  /**
   * The client's address block (as TRUST_PROXY allows it to be known; an IPv6 address by its /64),
   * for per-address limits. No address is exempt (docs/decisions.md S55).
   */
  address: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in (or guest) user, when the request carried a live session or `requireUser` made one. */
    caller: Caller | null;
    sessionToken: string | null;
    /**
     * The caller's user row as the session's statement read it, and their achievements on routes
     * that declare `config: { presentsUser: true }` (docs/decisions.md S42).
     */
    callerProfile: { user: UserRow; achievements: AchievementRow[] | undefined } | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * Premium only (docs/product.md §6): the feature's name, as the refusal names it. Reading a
     * premium result is declared like creating it.
     */
    premium?: string;
    /** The route answers with the caller as presented: the session's statement reads their achievements too. */
    presentsUser?: boolean;
    /** The route never looks at the caller (health probes): the session is not read for it. */
    sessionFree?: boolean;
  }
}

type UserRow = typeof users.$inferSelect;
type AchievementRow = typeof userAchievements.$inferSelect;

/** What the plugin asks of the sessions (auth/sessions.service.ts satisfies it). */
export interface SessionSlice {
  idleSeconds: number;
  start(userId: string): Promise<string>;
  /** The live session's user row (and achievements when asked), or null. */
  resolve(
    token: string,
    options: { achievements?: boolean },
  ): Promise<{ user: UserRow; achievements: AchievementRow[] | undefined; renewed: boolean } | null>;
}

/** What the plugin asks of the users (users/users.repository.ts satisfies it): a new guest. */
export interface GuestSlice {
  createDemoUser(start: { lastActiveDay: string; timeZone: string }): Promise<UserRow>;
}

export interface SessionPluginDeps {
  sessions: SessionSlice;
  usersRepo: GuestSlice;
  /** New guests one client address may start per minute, counted in the database (docs/decisions.md S55). */
  guestsPerMinute: number;
  limiter: AddressLimiter;
  clock: () => Date;
}

interface CallerColumns {
  isPremium: boolean;
  timeZone: string;
  locationCity: string | null;
  locationState: string | null;
  locationCountry: string | null;
  currentCareerId: number | null;
  email: string | null;
}

/** The browser's time zone from X-Time-Zone, when it is one this runtime knows. */
function sentTimeZone(request: FastifyRequest): string | null {
  const sent = request.headers['x-time-zone'];
  return typeof sent === 'string' && isValidTimeZone(sent) ? sent : null;
}

function toCaller(request: FastifyRequest, id: string, row: CallerColumns): Caller {
  return {
    id,
    isPremium: row.isPremium,
    timeZone: sentTimeZone(request) ?? row.timeZone,
    location: row.locationCity
      ? { city: row.locationCity, state: row.locationState ?? '', country: row.locationCountry ?? 'US' }
      : null,
    currentCareerId: row.currentCareerId,
    isGuest: row.email === null,
    address: addressKey(request.ip),
  };
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAge: number,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/**
 * Resolves the session cookie and the caller on every API request. `requireUser` then guarantees a
 * caller: the first request without a session gets a new demo user (docs/product.md §4 Start-up,
 * docs/decisions.md D3). A route whose config names a premium feature refuses free callers.
 */
export const sessionPlugin = fp(
  async (
    app: FastifyInstance,
    { sessions, usersRepo, guestsPerMinute, limiter, clock }: SessionPluginDeps,
  ) => {
    const newGuests = { name: 'new-guest', max: guestsPerMinute, windowMs: 60_000 };
    app.decorateRequest('caller', null);
    app.decorateRequest('sessionToken', null);
    app.decorateRequest('callerProfile', null);

    app.addHook('onRequest', async (request, reply) => {
      // the matched route decides, not the raw URL: "/%61pi/me" is routed as "/api/me"
      if (!request.routeOptions.url?.startsWith('/api/')) return;
      if (request.routeOptions.config.sessionFree === true) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 128) return;
      const session = await sessions.resolve(token, {
        achievements: request.routeOptions.config.presentsUser === true,
      });
      if (!session) {
        clearSessionCookie(request, reply);
        return;
      }
      request.caller = toCaller(request, session.user.id, session.user);
      request.callerProfile = { user: session.user, achievements: session.achievements };
      request.sessionToken = token;
      if (session.renewed) setSessionCookie(request, reply, token, sessions.idleSeconds);
    });

    const requireUser = async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.caller) return;
      // a script without cookies must not mint users without end
      await limiter.take(
        newGuests,
        request,
        'Too many new visitors from your address. Please try again shortly.',
      );
      // the spec's starting streak ended yesterday where the guest is: their first activity continues it
      const timeZone = sentTimeZone(request) ?? 'UTC';
      const lastActiveDay = calendarDay(new Date(clock().getTime() - 86_400_000), timeZone);
      const user = await usersRepo.createDemoUser({ lastActiveDay, timeZone });
      const token = await sessions.start(user.id);
      request.caller = toCaller(request, user.id, user);
      request.sessionToken = token;
      setSessionCookie(request, reply, token, sessions.idleSeconds);
    };
    app.decorate('requireUser', requireUser);

    // One rule for every premium route: declared in the route's config, checked here after the caller.
    app.addHook('onRoute', (route) => {
      const feature = route.config?.premium;
      if (!feature) return;
      const requirePremium: preHandlerHookHandler = async (request) => {
        if (!callerOf(request).isPremium) throw new PremiumRequired(feature);
      };
      const own = route.preHandler ? [route.preHandler].flat() : [requireUser];
      route.preHandler = [...own, requirePremium];
    });
  },
);

/** The current caller inside a route guarded by `requireUser`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('route is missing the requireUser guard');
  return request.caller;
}

/** The caller with the time zone a download link named, when it is a valid one (docs/decisions.md D13). */
export function callerInZone(request: FastifyRequest, timeZone: string | undefined): Caller {
  const caller = callerOf(request);
  return timeZone && isValidTimeZone(timeZone) ? { ...caller, timeZone } : caller;
}

/** The current user's id inside a route guarded by `requireUser`. */
export function userIdOf(request: FastifyRequest): string {
  return callerOf(request).id;
}
