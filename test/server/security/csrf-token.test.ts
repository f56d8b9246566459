// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import { insertUser, openSession, sessionHeaders } from '../user-session/session-fixtures.js';

/** Every row of every table of the app's schema, as text: what a database dump holds. */
async function dumpRows(app: FastifyInstance): Promise<string[]> {
  const tables = await app.db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  );
  expect(tables.map((table) => table.table_name)).toContain('sessions');
  const rows: string[] = [];
  for (const { table_name } of tables) {
    const found = await app.db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${table_name}" t`);
    rows.push(...found.map((entry) => `${table_name}: ${entry.row}`));
  }
  return rows;
}

describe('the session CSRF token', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await insertUser(app.db, { username: 'dumped@clinic.example.org' });
  }, 60_000);
  afterAll(() => app.close());

  it('is kept in no column of any table, so a database dump cannot forge a write', async () => {
    const session = await openSession(app, 'dumped@clinic.example.org');
    expect(session.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hex = Buffer.from(session.csrfToken, 'base64url').toString('hex');
    const leaks = (await dumpRows(app)).filter((row) => row.includes(session.csrfToken) || row.toLowerCase().includes(hex));
    expect(leaks).toEqual([]);
  });

  it('is answered the same by every call and by a second server on the same database, and a write carrying it passes there', async () => {
    const session = await openSession(app, 'dumped@clinic.example.org');
    const keepalive = await app.inject({ method: 'GET', url: '/api/keepalive', headers: sessionHeaders(session) });
    expect(keepalive.json().csrfToken).toBe(session.csrfToken);
    const second = await buildTestApp({ db: app.db });
    try {
      const read = await second.inject({ method: 'GET', url: '/api/keepalive', headers: sessionHeaders(session) });
      expect(read.statusCode).toBe(200);
      expect(read.headers['x-csrf-token']).toBe(session.csrfToken);
      const logout = await second.inject({ method: 'POST', url: '/api/user/logout', headers: sessionHeaders(session, true) });
      expect(logout.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it("differs between sessions: another session's token is refused", async () => {
    const first = await openSession(app, 'dumped@clinic.example.org');
    const other = await openSession(app, 'dumped@clinic.example.org');
    expect(other.csrfToken).not.toBe(first.csrfToken);
    const forged = await app.inject({ method: 'POST', url: '/api/user/logout', headers: { ...sessionHeaders(first), 'x-csrf-token': other.csrfToken } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().errors[0].messageId).toBe('security.csrfRefused');
  });
});
