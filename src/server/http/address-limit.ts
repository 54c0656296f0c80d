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
