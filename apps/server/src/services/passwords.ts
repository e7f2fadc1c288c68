/**
 * Password hashing with scrypt (node:crypto, async so the event loop never blocks). Parameters
 * are stored with each hash (`scrypt$N$r$p$salt$hash`, base64url), so they can be raised later and
 * old hashes still verify; comparison is constant-time. Defaults N=2^16, r=8, p=2 (ASVS-accepted).
 */
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

const KEY_LENGTH = 32;

const scrypt = (password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

/** Memory scrypt needs for N and r (128·N·r bytes), with headroom. */
const maxmem = (N: number, r: number) => 128 * N * r * 2 + 16 * 1024 * 1024;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { ...params, maxmem: maxmem(params.N, params.r) });
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Whether `password` matches `stored`; false for any malformed hash, never a throw. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every(Number.isInteger)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), {
    ...params,
    maxmem: maxmem(params.N, params.r),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash uses weaker parameters than `params` (re-hash at next login). */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const [, n, r, p] = stored.split('$');
  return Number(n) < params.N || Number(r) < params.r || Number(p) < params.p;
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
export const DUMMY_HASH_PARAMS: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };
