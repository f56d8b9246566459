/** Something SQL runs against: the database itself, or one transaction of it. */
export interface Queryable {
  /** Runs one parameterized statement ($1, $2...) and answers its rows. */
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * The portal's database: PGlite embedded by default, PostgreSQL when DATABASE_URL is set.
 * One SQL dialect (PostgreSQL's) for both; every value goes in as a parameter.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws,
   * so a multi-step write never leaves half a record behind.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements without parameters (migrations only). */
  execScript(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** True for PostgreSQL's unique-violation error (SQLSTATE 23505), from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
