/**
 * The provider's circuit breaker, one per process (docs/decisions.md S49). A failed or timed-out
 * call opens it: for the cool-down the local engine answers at once instead of every user waiting
 * out the provider again. Then one call is let through (half-open); its success closes the breaker,
 * its failure opens it for another cool-down. A cool-down of 0 turns the breaker off.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface Breaker {
  /** Whether a call may go to the provider now; in half-open, only one call at a time. */
  allow(): boolean;
  /** The provider is known to be failing: callers need not try until the cool-down ends. */
  isOpen(): boolean;
  success(): void;
  failure(): void;
  state(): BreakerState;
}

export function createBreaker({
  cooldownMs,
  clock = () => new Date(),
}: {
  cooldownMs: number;
  clock?: () => Date;
}): Breaker {
  if (cooldownMs === 0) {
    // AI_BREAKER_COOLDOWN_MS=0: no breaker, every call asks the provider
    return {
      allow: () => true,
      isOpen: () => false,
      success: () => {},
      failure: () => {},
      state: () => 'closed',
    };
  }
  let openedUntil = 0;
  let open = false;
  let trialInFlight = false;

  const cooled = () => clock().getTime() >= openedUntil;

  return {
    allow() {
      if (!open) return true;
      if (!cooled() || trialInFlight) return false;
      trialInFlight = true;
      return true;
    },
    isOpen: () => open && (!cooled() || trialInFlight),
    success() {
      open = false;
      trialInFlight = false;
    },
    failure() {
      open = true;
      trialInFlight = false;
      openedUntil = clock().getTime() + cooldownMs;
    },
    state() {
      if (!open) return 'closed';
      return cooled() ? 'half-open' : 'open';
    },
  };
}
