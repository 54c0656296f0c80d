/**
 * The per-address limits a test server runs with (docs/decisions.md S55): every test client is on
 * 127.0.0.1, and no address is exempt from the limits in the server's code, so the harness raises
 * them instead. A test of a limit passes its own value, which wins.
 */
export const HARNESS_LIMITS: Record<string, string> = {
  GUESTS_PER_MINUTE: '10000',
  ACCOUNT_WRITES_PER_HOUR: '100000',
  AUTH_CALLS_PER_ADDRESS_PER_MINUTE: '1000000',
  AI_CALLS_PER_ADDRESS_PER_MINUTE: '100000',
  SEARCHES_PER_ADDRESS_PER_MINUTE: '1000000',
  DISCOVERIES_PER_ADDRESS_PER_MINUTE: '1000000',
  EXTRACTION_SLOTS_PER_ADDRESS: '1000',
};
