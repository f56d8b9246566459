/**
 * The server tests that run a second time on the embedded PGlite (`npm run test:server:embedded`)
 * when the first run was on PostgreSQL (TEST_DATABASE_URL set, as in CI): those whose outcome
 * can depend on the engine under the store, and those written for PGlite alone. Every other
 * server test reads and writes rows that read back alike on both engines
 * (test/server/db/row-values.test.ts); see docs/decisions/test-run-on-two-cores.md.
 */
export const EMBEDDED_PASS_TESTS = [
  // The adapter and migrations; `npm start` on the embedded database; load shedding measured without PostgreSQL beside.
  'db/migrate', 'server', 'demo/start-server', 'demo/seed-demo-data', 'demo/demo-accounts', 'plugins/health', 'plugins/load-shedding',
  // Parallel writes: PGlite runs one transaction at a time, PostgreSQL's pool does not.
  'registration/registration-concurrency', 'security/sign-in-lockout-concurrency', 'security/stranger-lockout',
  'security/provider-stranger-lockout', 'mail/outbox-sender', 'mail/outbox-secrets', 'account-access/staff-status-holds',
  // Values at the edges of what a column holds: huge numbers, NUL bytes, control characters.
  'property/write-calls', 'registration/registration-fuzz', 'security/control-characters', 'security/integer-bounds',
  // Queries whose plans and collation matter: paging and search at scale, multi-row deletes.
  'clients-providers/provider-list-scale', 'clients-providers/provider-delete', 'staff/user-search', 'staff/verification-queue',
  // The audit: append-only by rule and trigger, its export read in batches.
  'staff/audit-append-only', 'staff/audit-trail',
].map((name) => `test/server/${name}.test.ts`);
