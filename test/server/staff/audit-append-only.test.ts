// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import { buildAppRecordingRoutes, type RecordedRoute } from '../support/recorded-routes.js';
import { sessionHeaders } from '../user-session/session-fixtures.js';
import { adminSession, insertStaffTestUser, staffCall } from './staff-fixtures.js';

/**
 * The audit is append-only: no call of the app (every route it registers, discovered, so a
 * route added later is covered) changes or removes a row already written, while the staff
 * actions add theirs; and the database itself turns UPDATE and DELETE of a row into nothing.
 */

const { app, routes } = await buildAppRecordingRoutes();
afterAll(() => app.close());

/** Every audit row as id and a digest of all its columns. */
async function auditRows(): Promise<Map<string, string>> {
  const rows = await app.db.query<{ id: string; digest: string }>('SELECT id::text AS id, md5(a::text) AS digest FROM audit_events a ORDER BY id');
  return new Map(rows.map((row) => [row.id, row.digest]));
}

/** The rows written before are all still there, unchanged; answers how many were added. */
async function expectOnlyGrown(before: Map<string, string>, label: string): Promise<number> {
  const after = await auditRows();
  for (const [id, digest] of before) expect(after.get(id), `${label}: audit row ${id}`).toBe(digest);
  return after.size - before.size;
}

const firstExample = (schema: unknown): unknown => {
  const examples = (schema as { examples?: unknown[] } | undefined)?.examples;
  return Array.isArray(examples) ? examples.at(-1) : undefined;
};

/** A request for a route: path parameters as 1, the body and query of its model's last example. */
function requestFor(route: RecordedRoute): { url: string; payload?: object } {
  const path = route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
  const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
  const query = firstExample(schema?.querystring);
  const search = query && typeof query === 'object' ? `?${new URLSearchParams(query as Record<string, string>).toString()}` : '';
  const body = firstExample(schema?.body);
  return { url: `${path}${search}`, ...(body && typeof body === 'object' ? { payload: body } : {}) };
}

/** Source files of the server, migrations left out. */
function serverSources(folder = join(REPO_ROOT, 'src/server')): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : serverSources(path);
    return /\.ts$/.test(name) ? [path] : [];
  });
}

describe('the audit is append-only', () => {
  it('keeps every row when UPDATE, DELETE, an upsert or TRUNCATE is tried on it in the database', async () => {
    await app.db.query("INSERT INTO audit_events (event, outcome, actor_id, actor_username) VALUES ('staff.approve', 'success', 1, 'someone')");
    const before = await auditRows();
    await app.db.query("UPDATE audit_events SET outcome = 'rewritten', detail = '{}'::jsonb");
    await app.db.query('DELETE FROM audit_events');
    await expect(app.db.query("INSERT INTO audit_events (id, event, outcome) SELECT id, 'x', 'x' FROM audit_events ON CONFLICT (id) DO UPDATE SET outcome = 'x'")).rejects.toThrow();
    await expect(app.db.query('TRUNCATE audit_events')).rejects.toThrow(/append-only/);
    expect(await expectOnlyGrown(before, 'SQL')).toBe(0);
  });

  it('no server code writes UPDATE, DELETE or TRUNCATE against audit_events', () => {
    const offenders = serverSources().filter((path) => /\b(UPDATE|DELETE\s+FROM|TRUNCATE(\s+TABLE)?)\s+(ONLY\s+)?"?audit_events\b/i.test(readFileSync(path, 'utf8')));
    expect(offenders.map((path) => relative(REPO_ROOT, path))).toEqual([]);
  });

  it('after every route of the app is called by an administrator, the rows written before are unchanged and the staff actions added theirs', async () => {
    const admin = await adminSession(app, 'append.only@carelon.example');
    const applicants = await Promise.all(
      [1, 2, 3].map((n) => insertStaffTestUser(app, { username: `append${n}@clinic.example`, lastName: `Append${n}`, accountStatus: n === 3 ? 1 : 3 })),
    );
    // Staff actions, so there are trail rows before the sweep.
    const actions: [string, object][] = [
      ['/api/staff/registrations/approve', { userId: applicants[0] }],
      ['/api/staff/registrations/reject', { userId: applicants[1], reason: 'Not a provider' }],
      ['/api/user/accountstatus', { userId: applicants[2], accountStatus: 5, reason: 'Left' }],
      ['/api/userconfig/selecteduser', { selectedUserId: applicants[2] }],
      ['/api/userconfig/selecteduser', { selectedUserId: null }],
    ];
    let before = await auditRows();
    for (const [url, payload] of actions) {
      expect((await staffCall(app, admin.session, 'POST', url, payload)).statusCode, url).toBe(200);
      const added = await expectOnlyGrown(before, url);
      expect(added, `${url} adds its row`).toBeGreaterThan(0);
      before = await auditRows();
    }
    expect(before.size).toBeGreaterThanOrEqual(actions.length);

    // Every route, sign-outs last (they end the session the others use).
    const apiRoutes = routes.filter((route) => route.url.startsWith('/api/'));
    const ordered = [...apiRoutes.filter((route) => !/logout/.test(route.url)), ...apiRoutes.filter((route) => /logout/.test(route.url))];
    expect(ordered.length).toBeGreaterThan(40);
    for (const route of ordered) {
      const { url, payload } = requestFor(route);
      await app.inject({ method: route.method as 'GET', url, headers: sessionHeaders(admin.session, route.method !== 'GET'), ...(payload ? { payload } : {}) });
      await expectOnlyGrown(before, `${route.method} ${route.url}`);
      before = await auditRows();
    }
  }, 120_000);
});
