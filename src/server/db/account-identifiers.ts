import type { Queryable } from './database.js';

/** One identifier an account registered, for one health plan (client) or none. */
export interface AccountIdentifierRow {
  user_id: string;
  identifier_type: number;
  identifier_value: string;
  client_id: number | null;
}

/**
 * The identifiers of these accounts, by account, type, value and health plan.
 * `userIds` is a PostgreSQL array literal of ids (`{1,2}`), passed as a parameter.
 */
export function identifiersOfAccounts(db: Queryable, userIds: string): Promise<AccountIdentifierRow[]> {
  return db.query<AccountIdentifierRow>(
    `SELECT user_id, identifier_type, identifier_value, client_id FROM user_identifiers
      WHERE user_id = ANY($1::bigint[]) ORDER BY user_id, identifier_type, identifier_value, client_id`,
    [userIds],
  );
}

/** The account's distinct identifiers (type and value), whatever plans they are attached to. */
export function distinctIdentifiersOfAccount(db: Queryable, userId: number): Promise<{ identifier_type: number; identifier_value: string }[]> {
  return db.query<{ identifier_type: number; identifier_value: string }>(
    'SELECT DISTINCT identifier_type, identifier_value FROM user_identifiers WHERE user_id = $1',
    [userId],
  );
}

/** Attaches an identifier to a plan; already attached is fine (the unique index decides). */
export async function attachIdentifier(db: Queryable, userId: number, type: number, value: string, clientId: number): Promise<void> {
  await db.query(
    `INSERT INTO user_identifiers (user_id, identifier_type, identifier_value, client_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [userId, type, value, clientId],
  );
}

/** Which of these identifier rows belong to the account. */
export function ownedIdentifierIds(db: Queryable, userId: number, ids: readonly number[]): Promise<{ id: string }[]> {
  return db.query<{ id: string }>('SELECT id FROM user_identifiers WHERE user_id = $1 AND id = ANY ($2::bigint[])', [userId, ids]);
}

/** Deletes these identifier rows of the account. */
export async function deleteIdentifiers(db: Queryable, userId: number, ids: readonly number[]): Promise<void> {
  await db.query('DELETE FROM user_identifiers WHERE user_id = $1 AND id = ANY ($2::bigint[])', [userId, ids]);
}

/** How many identifier rows the account has, counted now (not the kept statistic). */
export async function countIdentifierRows(db: Queryable, userId: number): Promise<number> {
  const left = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM user_identifiers WHERE user_id = $1', [userId]);
  return Number(left[0]?.total ?? 0);
}

/** How many identifiers the account has, kept by migration 100's triggers. */
export async function identifierCount(db: Queryable, userId: number): Promise<number> {
  const [stats] = await db.query<{ total: number }>('SELECT total FROM user_identifier_stats WHERE user_id = $1', [userId]);
  return Number(stats?.total ?? 0);
}

/** The version of the account's identifiers (migration 100's triggers bump it on every change); undefined before the first. */
export async function identifierVersion(db: Queryable, userId: number): Promise<string | number | undefined> {
  const [stats] = await db.query<{ version: string | number }>('SELECT version FROM user_identifier_stats WHERE user_id = $1', [userId]);
  return stats?.version;
}

/** The account's identifiers packed into one text, with their version and count, read in one statement (one snapshot). */
export interface PackedIdentifiers {
  version: string | number | null;
  total: string | number;
  /** Records split by U+001F, fields by commas: id, type, plan (`noPlan` for none), the value last. */
  records: string | null;
}

/**
 * The account's identifiers as one text, by value and id: 100,000 rows as rows cost PGlite
 * over a second to hand over, as one text about 0.1 s. `noPlan` stands for no plan.
 */
export async function packedIdentifiers(db: Queryable, userId: number, noPlan: number): Promise<PackedIdentifiers | undefined> {
  const [packed] = await db.query<PackedIdentifiers>(
    `SELECT (SELECT version FROM user_identifier_stats WHERE user_id = $1) AS version, count(*) AS total,
            string_agg(id::text || ',' || identifier_type || ',' || coalesce(client_id, ${Math.trunc(noPlan)}) || ',' || identifier_value, chr(31) ORDER BY identifier_value, id) AS records
       FROM user_identifiers WHERE user_id = $1`,
    [userId],
  );
  return packed;
}

/** One identifier row of an account, with the version of the account's identifiers. */
export interface VersionedIdentifierRow {
  version: string | number | null;
  id: string | number;
  identifier_type: number;
  identifier_value: string;
  client_id: number | null;
}

/** The account's identifiers row by row, by value and id (the fallback when the packed text cannot be split). */
export function versionedIdentifierRows(db: Queryable, userId: number): Promise<VersionedIdentifierRow[]> {
  return db.query<VersionedIdentifierRow>(
    `SELECT (SELECT version FROM user_identifier_stats WHERE user_id = $1) AS version, id, identifier_type, identifier_value, client_id
       FROM user_identifiers WHERE user_id = $1 ORDER BY identifier_value, id`,
    [userId],
  );
}

/** Adds an identifier attached to a plan (registration: a new account has none to collide with). */
export async function insertIdentifier(tx: Queryable, userId: number, type: number, value: string, clientId: number): Promise<void> {
  await tx.query('INSERT INTO user_identifiers (user_id, identifier_type, identifier_value, client_id) VALUES ($1, $2, $3, $4)', [userId, type, value, clientId]);
}

/** Whether the account has the identifier (type and value) on any of its plans. */
export async function accountHoldsIdentifier(db: Queryable, accountId: number, identifier: { type: number; value: string }): Promise<boolean> {
  const rows = await db.query<{ held: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM user_identifiers WHERE user_id = $1 AND identifier_type = $2 AND identifier_value = $3) AS held',
    [accountId, identifier.type, identifier.value],
  );
  return rows[0]?.held === true;
}
