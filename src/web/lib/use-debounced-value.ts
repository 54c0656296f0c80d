import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms` milliseconds: a field that asks the server as the user
 * types asks once per pause, not once per keystroke (docs/decisions.md S90).
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
