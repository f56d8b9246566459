import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

/**
 * scrypt cost parameters; raising them makes stored hashes report `needsRehash` at sign-in.
 * Under the test runner (vitest sets VITEST) the work factor is 2^10 instead of 2^15: the same
 * scrypt and the same stored format, 30 times cheaper, as Django and Rails lower their hashers'
 * cost in tests (docs/decisions/test-hash-cost.md). No setting can lower it in production.
 */
export const SCRYPT_PARAMS = { N: process.env.VITEST ? 2 ** 10 : 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
// N=2^15, r=8 needs 32 MiB; Node's default cap is exactly that, so allow headroom.
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * How many hashes run at once in this process: one core fewer than the machine has, at least
 * one. libuv runs four at a time by default; on two cores four 100 ms hashes starve the event
 * loop, so every other request (a provider list, a sign-out) waited behind them and overload
 * shedding answered 503. Waiting hashes queue here instead, off the event loop.
 */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const hashing = pLimit(HASH_CONCURRENCY);

function scrypt(secret: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEMORY };
  return hashing(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(secret.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/**
 * Hashes a password or security answer with scrypt and a random salt, as
 * `scrypt$N$r$p$salt$hash` (base64url), so parameters can change without losing old hashes.
 */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(secret, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `secret` matches `stored`, and whether the hash should be redone with today's parameters. */
export async function verifySecret(secret: string, stored: string): Promise<{ ok: boolean; needsRehash: boolean }> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return { ok: false, needsRehash: false };
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(secret, Buffer.from(salt, 'base64url'), params);
  const ok = actual.length === expected.length && timingSafeEqual(actual, expected);
  const needsRehash = params.N !== SCRYPT_PARAMS.N || params.r !== SCRYPT_PARAMS.r || params.p !== SCRYPT_PARAMS.p;
  return { ok, needsRehash };
}

/**
 * The form a security answer is hashed in: trimmed, inner spaces collapsed, lower-cased,
 * so "Blue  Car" and "blue car" are the same answer.
 */
export function normalizeAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The hashes running now and those queued behind them (at most HASH_CONCURRENCY run). */
export function hashQueue(): { running: number; waiting: number } {
  return { running: hashing.activeCount, waiting: hashing.pendingCount };
}
