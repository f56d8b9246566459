/**
 * The server tests that run a second time on the embedded PGlite (`npm run test:server:embedded`)
 * when the first run was on PostgreSQL (TEST_DATABASE_URL set, as in CI): those whose outcome
 * can depend on the adapter under the store, and any written for PGlite alone. Both engines are
 * PostgreSQL's own code; every other server test reads and writes rows that read back alike on
 * both (test/server/db/row-values.test.ts); see docs/decisions/test-run-on-two-cores.md.
 */
export const EMBEDDED_PASS_TESTS = [
  // The adapter: migrations, the demo data's one-transaction seed, a row of every type (row-values
  // compares both engines and runs in the first pass).
  'db/migrate', 'demo/seed-demo-data', 'demo/demo-accounts', 'plugins/health',
  // Parallel writes: PGlite's adapter queues transactions on its one connection, so the
  // exactly-once guarantees rest on that queue there and on row locks on PostgreSQL.
  'registration/registration-concurrency', 'security/sign-in-lockout-concurrency', 'mail/outbox-sender',
  'account-access/staff-status-holds',
  // Rules and triggers (the append-only audit) are DDL each engine must honour.
  'staff/audit-append-only',
].map((name) => `test/server/${name}.test.ts`);
