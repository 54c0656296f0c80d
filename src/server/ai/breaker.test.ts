import { describe, expect, it } from 'vitest';
import { createBreaker } from './breaker.ts';

describe('the provider circuit breaker (docs/decisions.md S49)', () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

  it('opens on a failure, refuses calls for the cool-down, then lets one trial through', () => {
    let now = at(0);
    const breaker = createBreaker({ cooldownMs: 30_000, clock: () => now });
    expect(breaker.state()).toBe('closed');
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    expect(breaker.state()).toBe('open');
    expect(breaker.isOpen()).toBe(true);
    now = at(29_999);
    expect(breaker.allow()).toBe(false);
    now = at(30_000);
    expect(breaker.state()).toBe('half-open');
    expect(breaker.allow()).toBe(true); // the trial
    expect(breaker.allow()).toBe(false); // one trial at a time
    expect(breaker.isOpen()).toBe(true);
    breaker.success();
    expect(breaker.state()).toBe('closed');
    expect(breaker.allow()).toBe(true);
  });

  it('opens for another cool-down when the trial fails', () => {
    let now = at(0);
    const breaker = createBreaker({ cooldownMs: 1000, clock: () => now });
    breaker.failure();
    now = at(1000);
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    expect(breaker.state()).toBe('open');
    now = at(1999);
    expect(breaker.allow()).toBe(false);
    now = at(2000);
    expect(breaker.allow()).toBe(true);
  });

  it('is off with a cool-down of 0', () => {
    const breaker = createBreaker({ cooldownMs: 0 });
    breaker.failure();
    expect(breaker.state()).toBe('closed');
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(true);
  });
});
