import type { FastifyRequest } from 'fastify';
import { TooManyRequests } from '../errors.ts';

/** Addresses of this machine: a local process (a health check, a test, a proxy without TRUST_PROXY). */
export function isLocalAddress(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * Counts events per client address in a sliding window, in this process's memory (a limit per
 * process: with N processes an address gets N times the allowance). Bounded: addresses idle for a
 * window are forgotten.
 */
export function createAddressLimit({
  max,
  windowMs,
  clock,
}: {
  max: number;
  windowMs: number;
  clock: () => Date;
}) {
  const seen = new Map<string, number[]>();
  let lastSweep = 0;
  return {
    /** Counts one event for the address; the seconds to wait when it is over the limit, else 0. */
    take(address: string): number {
      const now = clock().getTime();
      if (now - lastSweep > windowMs) {
        for (const [key, times] of seen) if ((times.at(-1) ?? 0) <= now - windowMs) seen.delete(key);
        lastSweep = now;
      }
      const recent = (seen.get(address) ?? []).filter((t) => t > now - windowMs);
      if (recent.length >= max) {
        seen.set(address, recent);
        return Math.max(1, Math.ceil(((recent[0] ?? now) + windowMs - now) / 1000));
      }
      recent.push(now);
      seen.set(address, recent);
      return 0;
    },
  };
}

/**
 * A preHandler that lets each client address make `max` requests per window through the routes
 * that share it (processes on this machine are not counted), then answers 429 with Retry-After.
 */
export function addressGuard({
  max,
  windowMs,
  clock,
  message,
}: {
  max: number;
  windowMs: number;
  clock: () => Date;
  message: string;
}) {
  const limit = createAddressLimit({ max, windowMs, clock });
  return async (request: FastifyRequest) => {
    if (isLocalAddress(request.ip)) return;
    const wait = limit.take(request.ip);
    if (wait > 0) throw new TooManyRequests(message, wait);
  };
}
