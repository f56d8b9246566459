/**
 * The server tests that run again on PostgreSQL (`npm run test:server:pg`, TEST_DATABASE_URL
 * set): those whose outcome can depend on the engine under the store. Every other server test
 * reads and writes rows that read back alike on both (test/server/db/row-values.test.ts), and
 * the browser journeys run on PostgreSQL in the same pass (docs/decisions/test-run-on-two-cores.md).
 */
export const POSTGRES_PASS_TESTS = [
  // The adapter itself: row values, migrations, a connection or the whole server going away.
  'db/*',
  // Several processes or a killed one on one database.
  'two-instances', 'kill-mid-write', 'graceful-stop', 'demo/start-server', 'demo/seed-demo-data', 'plugins/health',
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
