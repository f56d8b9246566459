// @vitest-environment node
import { DEMO_EMAIL_DOMAINS } from '../../../src/server/demo/demo-data.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidNpi } from '../../../src/engine/rules/npi-check-digit.js';
import { DEMO_CLIENTS, DEMO_PASSWORD, DEMO_SECURITY_ANSWERS, DEMO_USERS, IdentifierType } from '../../../src/server/demo/demo-data.js';
import { hasNoUsers, seedDemoData, type SeedReport } from '../../../src/server/demo/seed-demo-data.js';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import { normalizeAnswer, verifySecret } from '../../../src/server/security/secret-hash.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const TABLES = ['roles', 'security_questions', 'email_domains', 'clients', 'provider_directory', 'users', 'user_security_answers', 'password_history', 'user_identifiers', 'user_clients'];

async function countRows(test: TestDatabase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    counts[table] = Number((await test.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);
  }
  return counts;
}

describe('demo data', () => {
  let test: TestDatabase;
  let first: SeedReport;
  beforeAll(async () => {
    test = await createTestDatabase();
    expect(await hasNoUsers(test.db)).toBe(true);
    first = await seedDemoData(test.db);
  }, 60_000);
  afterAll(() => test?.drop());

  it('loads every demo account into an empty database, after which it has users', async () => {
    expect(first.users).toBe(DEMO_USERS.length);
    expect(first.roles).toBeGreaterThan(0);
    expect(await hasNoUsers(test.db)).toBe(false);
  });

  it('adds and changes nothing when run a second time', async () => {
    const before = await countRows(test);
    const hashBefore = await test.db.query('SELECT username, password_hash FROM users ORDER BY username');
    const again = await seedDemoData(test.db);
    expect(again).toEqual({ roles: 0, securityQuestions: 0, emailDomains: 0, clients: 0, directoryEntries: 0, users: 0, identityUsers: 0, globalMessages: 0 });
    expect(await countRows(test)).toEqual(before);
    expect(await test.db.query('SELECT username, password_hash FROM users ORDER BY username')).toEqual(hashBefore);
  }, 30_000);

  it('offers roles 1, 2, 5 and 10 at registration, with health plan operations and internal staff beside them', async () => {
    const roles = await test.db.query<{ id: number; name: string; registrable: boolean }>('SELECT id, name, registrable FROM roles ORDER BY id');
    expect(roles.filter((role) => role.registrable).map((role) => [role.id, role.name])).toEqual([
      [1, 'Ordering Provider'], [2, 'Servicing Provider'], [5, 'Health Plan Representative'], [10, 'Genetic Counselor'],
    ]);
    expect(roles.map((role) => role.name)).toEqual(expect.arrayContaining(['Health Plan Operations', 'Internal Staff']));
  });

  it('offers at least five security questions and marks the demo data\'s internal domains as internal', async () => {
    const questions = await test.db.query('SELECT id FROM security_questions');
    expect(questions.length).toBeGreaterThanOrEqual(5);
    const internal = (await test.db.query<{ domain: string }>('SELECT domain FROM email_domains WHERE internal')).map((row) => row.domain);
    expect(internal.sort()).toEqual(DEMO_EMAIL_DOMAINS.filter((domain) => domain.internal).map((domain) => domain.domain).sort());
    expect(internal).toContain('carelon.example');
    expect((await test.db.query('SELECT code FROM email_domains WHERE NOT internal')).length).toBeGreaterThan(0);
  });

  it('has health plans that are unsupported, single sign-on, with and without a registration link, and PIN-protected', async () => {
    const clients = await test.db.query<{ is_sso: boolean; is_unsupported: boolean; url: string | null; pin_hash: string | null }>(
      'SELECT is_sso, is_unsupported, url, pin_hash FROM clients',
    );
    expect(clients.some((client) => client.is_unsupported && client.url)).toBe(true);
    expect(clients.some((client) => client.is_unsupported && !client.url)).toBe(true);
    expect(clients.some((client) => client.is_sso && client.url)).toBe(true);
    expect(clients.some((client) => client.is_sso && !client.url)).toBe(true);
    expect(clients.some((client) => !client.is_sso && !client.is_unsupported && !client.pin_hash)).toBe(true);
  });

  it('stores PINs only hashed, and each published PIN matches its plan', async () => {
    for (const client of DEMO_CLIENTS.filter((entry) => entry.pin)) {
      const [row] = await test.db.query<{ pin_hash: string }>('SELECT pin_hash FROM clients WHERE id = $1', [client.id]);
      expect(row?.pin_hash).not.toContain(client.pin);
      expect((await verifySecret(client.pin as string, row?.pin_hash as string)).ok).toBe(true);
      expect((await verifySecret('0000', row?.pin_hash as string)).ok).toBe(false);
    }
  }, 30_000);

  it('lists only NPIs and group NPIs with a valid check digit, and identifiers of every type', async () => {
    const entries = await test.db.query<{ identifier_type: number; identifier_value: string }>('SELECT identifier_type, identifier_value FROM provider_directory');
    const npis = entries.filter((entry) => entry.identifier_type === IdentifierType.NPI || entry.identifier_type === IdentifierType.GNPI);
    expect(npis.length).toBeGreaterThan(0);
    for (const entry of npis) expect(isValidNpi(entry.identifier_value), entry.identifier_value).toBe(true);
    expect(new Set(entries.map((entry) => entry.identifier_type))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });

  it("gives each account's identifiers from the directory, for a plan and role the directory allows", async () => {
    const rows = await test.db.query<{ username: string; found: boolean }>(
      `SELECT u.username, EXISTS (
         SELECT 1 FROM provider_directory d
          WHERE d.identifier_type = i.identifier_type AND d.identifier_value = i.identifier_value
            AND d.client_id = i.client_id AND u.role_id = ANY (d.allowed_roles)) AS found
         FROM user_identifiers i JOIN users u ON u.id = i.user_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    // Milo Mismatch is the verification queue's example of what the directory check catches.
    for (const row of rows.filter((entry) => entry.username !== 'milo.mismatch@clinic.example')) expect(row.found, row.username).toBe(true);
    expect(rows.filter((entry) => entry.username === 'milo.mismatch@clinic.example').map((entry) => entry.found)).toEqual([false, false]);
  });

  it('has accounts in every status the spec names: 1 to 8, duplicates by name and e-mail, locked, SSO, internal, admin', async () => {
    const statuses = (await test.db.query<{ account_status: number }>('SELECT DISTINCT account_status FROM users')).map((row) => row.account_status);
    expect(statuses.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const duplicates = await test.db.query(
      'SELECT lower(first_name), lower(last_name), lower(email) FROM users GROUP BY 1, 2, 3 HAVING count(*) > 1',
    );
    expect(duplicates).toHaveLength(1);
    const flags = (await test.db.query<{ locked: boolean; sso: boolean; internal: boolean; admin: boolean }>(
      `SELECT bool_or(locked_at IS NOT NULL) AS locked, bool_or(is_sso) AS sso,
              bool_or(is_internal AND domain_id IS NOT NULL AND external_user_flg = 'N') AS internal, bool_or(is_admin) AS admin FROM users`,
    ))[0];
    expect(flags).toEqual({ locked: true, sso: true, internal: true, admin: true });
  });

  it('stores passwords and security answers only hashed, and the published ones verify', async () => {
    const [user] = await test.db.query<{ id: string; password_hash: string }>("SELECT id, password_hash FROM users WHERE username = 'activeuser1'");
    expect(user?.password_hash).not.toContain(DEMO_PASSWORD);
    expect((await verifySecret(DEMO_PASSWORD, user?.password_hash as string)).ok).toBe(true);
    const answers = await test.db.query<{ question_id: number; answer_hash: string }>(
      'SELECT question_id, answer_hash FROM user_security_answers WHERE user_id = $1 ORDER BY position', [user?.id],
    );
    expect(answers.map((answer) => answer.question_id)).toEqual(DEMO_SECURITY_ANSWERS.map((answer) => answer.questionId));
    const typed = `  ${DEMO_SECURITY_ANSWERS[1]?.answer.toUpperCase().replace(' ', '   ')} `;
    expect((await verifySecret(normalizeAnswer(typed), answers[1]?.answer_hash as string)).ok).toBe(true);
  }, 30_000);

  it('links identity-provider accounts: Staged (migration S), and ACTIVE, PASSWORD_EXPIRED and LOCKED_OUT (migration A)', async () => {
    const rows = await test.db.query<{ username: string; migration_status: string; expired: boolean; locked: boolean }>(
      `SELECT username, migration_status, password_changed_at < now() - make_interval(days => $1) AS expired, locked_at IS NOT NULL AS locked
         FROM users WHERE okta_user_id IS NOT NULL ORDER BY username`,
      [JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/config/account-rules.json'), 'utf8')).passwordLifetimeDays],
    );
    const byName = Object.fromEntries(rows.map((row) => [row.username.split('@')[0], row]));
    expect(byName['idp.active']).toMatchObject({ migration_status: 'A', expired: false, locked: false });
    expect(byName['idp.expired']).toMatchObject({ migration_status: 'A', expired: true, locked: false });
    expect(byName['idp.lockedout']).toMatchObject({ migration_status: 'A', locked: true });
    expect(byName['idp.staged']).toMatchObject({ migration_status: 'S' });
  });

  it('gives those accounts their user at the local identity provider, in the same status', async () => {
    const rows = await test.db.query<{ username: string; status: string; email_otp_status: string; groups: string[] }>(
      `SELECT u.username, i.status, i.email_otp_status, array(SELECT group_type FROM idp_user_groups g WHERE g.user_id = i.id) AS groups
         FROM users u JOIN idp_users i ON i.id = u.okta_user_id ORDER BY u.username`,
    );
    expect(first.identityUsers).toBe(rows.length);
    expect(Object.fromEntries(rows.map((row) => [row.username.split('@')[0], [row.status, row.email_otp_status]]))).toEqual({
      'idp.active': ['ACTIVE', 'verified'],
      'idp.expired': ['PASSWORD_EXPIRED', 'verified'],
      'idp.expired2': ['PASSWORD_EXPIRED', 'verified'],
      'idp.lockedout': ['LOCKED_OUT', 'verified'],
      'idp.staged': ['STAGED', 'pending'],
    });
    for (const row of rows) expect(row.groups).toEqual(['Staged']);
  });
});

describe('demo data loading', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  }, 60_000);
  afterAll(() => test?.drop());

  it('leaves no row behind when any part of it fails', async () => {
    await test.db.query('ALTER TABLE user_clients RENAME TO user_clients_elsewhere');
    await expect(seedDemoData(test.db)).rejects.toThrow();
    await test.db.query('ALTER TABLE user_clients_elsewhere RENAME TO user_clients');
    for (const table of ['roles', 'clients', 'provider_directory', 'users']) {
      expect(await test.db.query(`SELECT 1 FROM ${table}`), table).toEqual([]);
    }
  }, 30_000);
});
