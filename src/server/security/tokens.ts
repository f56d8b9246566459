import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A link token: 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A one-time code of `digits` decimal digits (6 by default), uniformly drawn. */
export function newNumericCode(digits = 6): string {
  return Array.from({ length: digits }, () => String(randomInt(10))).join('');
}

/** The SHA-256 (hex) under which a token or code is stored and looked up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
