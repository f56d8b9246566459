import type { Queryable } from './database.js';

/** The staff actions the audit trail lists (every row with an actor is one of these). */
const TRAIL_EVENTS = ['staff.approve', 'staff.reject', 'staff.accountStatus', 'staff.unlock', 'staff.actFor'] as const;

/** The trail's filters as query parameters: null where not given. */
export interface AuditTrailFilter {
  /** A LIKE pattern (escape `!`) matched against the staff member's username, names and e-mail. */
  staffPattern: string | null;
  /** The same against the account acted on. */
  userPattern: string | null;
  /** First and last calendar day (yyyy-mm-dd), both included, as days of `timeZone`. */
  fromDay: string | null;
  toDay: string | null;
  timeZone: string;
}

/** One row of the trail as stored, with both accounts' names as they are now (null once removed). */
export interface AuditTrailRow {
  id: string;
  occurred_at: Date | string;
  /** occurred_at as the database writes it, microseconds included: the export's position. */
  occurred_key: string;
  event: string;
  outcome: string;
  actor_id: string;
  actor_username: string | null;
  actor_first_name: string | null;
  actor_last_name: string | null;
  user_id: string | null;
  username: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
  reason: string | null;
  /** What started or ended an act-for session: selectUser or signOut. */
  via: string | null;
  account_status: number | null;
}

/** SQL: the accounts whose username, names or e-mail contain the pattern $n. */
const matching = (n: number) => `SELECT m.id FROM users m
   WHERE lower(m.username) LIKE lower($${n}) ESCAPE '!' OR lower(m.first_name || ' ' || m.last_name) LIKE lower($${n}) ESCAPE '!'
      OR lower(m.email) LIKE lower($${n}) ESCAPE '!'`;

// The day filters are calendar days of the configured zone: midnight there, as a timestamptz.
const WHERE = `WHERE a.actor_id IS NOT NULL AND a.event = ANY($1::text[])
    AND ($2::text IS NULL OR a.actor_id IN (${matching(2)}) OR lower(a.actor_username) LIKE lower($2) ESCAPE '!')
    AND ($3::text IS NULL OR a.user_id IN (${matching(3)}) OR lower(a.username) LIKE lower($3) ESCAPE '!')
    AND ($4::date IS NULL OR a.occurred_at >= ($4::date)::timestamp AT TIME ZONE $6)
    AND ($5::date IS NULL OR a.occurred_at < ($5::date + 1)::timestamp AT TIME ZONE $6)`;

const params = (filter: AuditTrailFilter) => [[...TRAIL_EVENTS], filter.staffPattern, filter.userPattern, filter.fromDay, filter.toDay, filter.timeZone];

const COLUMNS = `a.id, a.occurred_at, a.occurred_at::text AS occurred_key, a.event, a.outcome, a.actor_id, coalesce(s.username, a.actor_username) AS actor_username,
  s.first_name AS actor_first_name, s.last_name AS actor_last_name, a.user_id, coalesce(u.username, a.username) AS username,
  u.first_name AS user_first_name, u.last_name AS user_last_name, a.detail->>'reason' AS reason, a.detail->>'via' AS via,
  CASE WHEN jsonb_typeof(a.detail->'accountStatus') = 'number' THEN (a.detail->>'accountStatus')::integer END AS account_status`;

const FROM = 'FROM audit_events a LEFT JOIN users s ON s.id = a.actor_id LEFT JOIN users u ON u.id = a.user_id';

/** How many trail rows match. */
export async function countAuditTrail(db: Queryable, filter: AuditTrailFilter): Promise<number> {
  const [count] = await db.query<{ total: string }>(`SELECT count(*) AS total FROM audit_events a ${WHERE}`, params(filter));
  return Number(count?.total ?? 0);
}

/** One page of the matching trail rows, newest first (then the later written first). */
export function auditTrailPage(db: Queryable, filter: AuditTrailFilter, page: { limit: number; offset: number }): Promise<AuditTrailRow[]> {
  return db.query<AuditTrailRow>(`SELECT ${COLUMNS} ${FROM} ${WHERE} ORDER BY a.occurred_at DESC, a.id DESC LIMIT $7 OFFSET $8`, [
    ...params(filter),
    page.limit,
    page.offset,
  ]);
}

/**
 * Every matching row, newest first, in batches of `batch` read by position (the row after the
 * last one read), so an export of the whole trail never holds it all nor walks an OFFSET.
 */
export async function* allAuditTrailRows(db: Queryable, filter: AuditTrailFilter, batch: number): AsyncGenerator<AuditTrailRow> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db.query<AuditTrailRow>(
      `SELECT ${COLUMNS} ${FROM} ${WHERE}
          AND ($7::timestamptz IS NULL OR (a.occurred_at, a.id) < ($7::timestamptz, $8::bigint))
        ORDER BY a.occurred_at DESC, a.id DESC LIMIT $9`,
      [...params(filter), after?.at ?? null, after?.id ?? null, batch],
    );
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { at: last.occurred_key, id: last.id };
  }
}

