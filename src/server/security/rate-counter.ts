import { hashToken } from './tokens.js';
import type { Queryable } from '../db/database.js';
import type { RateLimitRule } from './account-rules.js';

/** One counted call: whether it is within the limit, and when the window reopens. */
export interface RateCount {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

/** Whole seconds until a counter's window ($2 seconds long) ends. */
const RETRY_AFTER = 'ceil(extract(epoch FROM (window_started_at + make_interval(secs => $2) - now())))::integer';

/**
 * Counts one call against `rule` for `name` + `key` in a fixed window, atomically: one
 * upsert both opens a new window (when the old one is over) and increments, so parallel
 * calls can never read the same count and all slip under the limit.
 *
 * The key is stored hashed: keys hold usernames, e-mail addresses or IP addresses, and the
 * counter table needs none of them in clear.
 */
export async function countRateLimited(db: Queryable, name: string, key: string, rule: RateLimitRule): Promise<RateCount> {
  const rows = await db.query<{ count: number; retry_after: number }>(
    `INSERT INTO rate_counters (key, window_started_at, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_counters.window_started_at <= now() - make_interval(secs => $2)
                    THEN 1 ELSE rate_counters.count + 1 END,
       window_started_at = CASE WHEN rate_counters.window_started_at <= now() - make_interval(secs => $2)
                    THEN now() ELSE rate_counters.window_started_at END
     RETURNING count, ${RETRY_AFTER} AS retry_after`,
    [`${name}:${hashToken(key)}`, rule.windowSeconds],
  );
  const row = rows[0] as { count: number; retry_after: number };
  const count = Number(row.count);
  return { allowed: count <= rule.max, count, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}

/**
 * Whether one more call of `name` + `key` would be within `rule`, counting nothing: for a check
 * that tells a user ahead of the counted call (a draft checked at Next, before its Submit).
 */
export async function rateLimitLeft(db: Queryable, name: string, key: string, rule: RateLimitRule): Promise<RateCount> {
  const rows = await db.query<{ count: number; retry_after: number }>(
    `SELECT count, ${RETRY_AFTER} AS retry_after
       FROM rate_counters WHERE key = $1 AND window_started_at > now() - make_interval(secs => $2)`,
    [`${name}:${hashToken(key)}`, rule.windowSeconds],
  );
  const count = Number(rows[0]?.count ?? 0);
  return { allowed: count < rule.max, count, retryAfterSeconds: Math.max(1, Number(rows[0]?.retry_after ?? 1)) };
}

/**
 * Gives back one call counted by {@link countRateLimited} (never below zero), for limits that
 * count only failures: the call is counted before the work, so parallel calls cannot all
 * pass, and given back when it turned out not to be a failure.
 */
export async function refundRateCount(db: Queryable, name: string, key: string): Promise<void> {
  await db.query('UPDATE rate_counters SET count = greatest(count - 1, 0) WHERE key = $1', [`${name}:${hashToken(key)}`]);
}
