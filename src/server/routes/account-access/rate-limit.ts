import type { Queryable } from '../../db/database.js';
import type { RateLimit } from './account-rules.js';

/**
 * Counts one attempt under `key` and answers whether it is within the limit. One atomic
 * upsert, so parallel requests cannot all read a count below the limit and slip through;
 * a window older than its length starts again at 1.
 */
export async function withinRateLimit(db: Queryable, key: string, limit: RateLimit): Promise<boolean> {
  const rows = await db.query<{ count: number }>(
    `INSERT INTO rate_counters (key, window_started_at, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_counters.window_started_at < now() - make_interval(secs => $2) THEN 1 ELSE rate_counters.count + 1 END,
       window_started_at = CASE WHEN rate_counters.window_started_at < now() - make_interval(secs => $2) THEN now() ELSE rate_counters.window_started_at END
     RETURNING count`,
    [key, limit.windowSeconds],
  );
  return Number(rows[0]?.count ?? 0) <= limit.max;
}
