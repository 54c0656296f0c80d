import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { TooManyRequests } from '../errors.ts';
import type { RateLimitsRepository } from './rate-limits.repository.ts';

/**
 * The key a client address is limited by (docs/decisions.md S55): an IPv4 address as it is, an IPv6
 * address by its /64 (one home or one server's block holds 2^64 addresses, so one person can rotate
 * through them). No address is exempt: behind a proxy not declared in TRUST_PROXY every client is
 * the proxy, and counts as one.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

export interface AddressLimit {
  /** The limit's name among the others (the bucket its events are counted in). */
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one event for the request's address block under `limit`, in the database (shared by every
 * process); throws 429 with Retry-After when it is over.
 */
export function createAddressLimiter({
  rateLimits,
  clock,
}: {
  rateLimits: RateLimitsRepository;
  clock: () => Date;
}) {
  const take = async (limit: AddressLimit, request: FastifyRequest, message: string): Promise<void> => {
    const wait = await rateLimits.take(
      limit.name,
      addressKey(request.ip),
      limit.max,
      limit.windowMs,
      clock(),
    );
    if (wait > 0) throw new TooManyRequests(message, wait);
  };
  return {
    take,
    /** A preHandler that lets each address block make `limit.max` requests per window through the routes sharing it. */
    guard(limit: AddressLimit, message: string) {
      return async (request: FastifyRequest) => take(limit, request, message);
    },
    /**
     * A preHandler that lets each caller make `limit.max` requests per window: a signed-in user or
     * guest by their account (people sharing an office address do not stop each other), a request
     * without a session by its address block. Put it after the session is resolved.
     */
    guardCaller(limit: AddressLimit, message: string) {
      return async (request: FastifyRequest) => {
        const key = request.caller ? `user:${request.caller.id}` : `address:${addressKey(request.ip)}`;
        const wait = await rateLimits.take(limit.name, key, limit.max, limit.windowMs, clock());
        if (wait > 0) throw new TooManyRequests(message, wait);
      };
    },
  };
}

export type AddressLimiter = ReturnType<typeof createAddressLimiter>;
