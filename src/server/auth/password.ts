import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { COMMON_PASSWORDS } from './common-passwords.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// OWASP's scrypt floor is N=2^17 with r=8; 2^15 keeps a sign-in near 50 ms on a 2-core machine
// while still costing an attacker 32 MiB per guess. Parameters are stored with each hash.
const PARAMS = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const maxmem = (N: number, r: number) => 256 * N * r;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, {
    ...PARAMS,
    maxmem: maxmem(PARAMS.N, PARAMS.r),
  });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
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

/** A hash to verify against when the email is unknown, so both failures take the same time. */
export const DUMMY_HASH = await hashPassword(randomBytes(12).toString('hex'));

export function isCommonPassword(password: string): boolean {
  const folded = password.toLowerCase();
  return COMMON_PASSWORDS.has(folded) || /^(.)\1+$/.test(folded) || /^(0123456789|1234567890)+/.test(folded);
}
