import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { COMMON_PASSWORDS } from './common-passwords.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// OWASP's scrypt recommendation: N=2^17, r=8, p=1 (128 MiB per guess for an attacker). The
// parameters are stored with each hash; an older, cheaper hash is upgraded at the next sign-in.
const PARAMS: { N: number; r: number; p: number } = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const maxmem = (N: number, r: number) => 256 * N * r;

export async function hashPassword(password: string, params: typeof PARAMS = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, {
    ...params,
    maxmem: maxmem(params.N, params.r),
  });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const N = Number(n);
  const R = Number(r);
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: R,
    p: Number(p),
    maxmem: maxmem(N, R),
  });
  return timingSafeEqual(actual, expected);
}

/** True when a stored hash was made with weaker parameters than today's (rehash it on sign-in). */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < PARAMS.N || Number(r) < PARAMS.r || Number(p) < PARAMS.p;
}

/** A hash to verify against when the email is unknown, so both failures take the same time. */
export const DUMMY_HASH = await hashPassword(randomBytes(12).toString('hex'));

export function isCommonPassword(password: string): boolean {
  const folded = password.toLowerCase();
  return COMMON_PASSWORDS.has(folded) || /^(.)\1+$/.test(folded) || /^(0123456789|1234567890)+/.test(folded);
}
