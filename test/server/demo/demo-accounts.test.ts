// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_NPI, DEMO_PASSWORD } from '../../../src/server/demo/demo-data.js';
import { seedDemoData } from '../../../src/server/demo/seed-demo-data.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { openSession, sessionHeaders } from '../user-session/session-fixtures.js';

/** The README's "Demo accounts" table, as a client finds it through the API. */
describe('the demo accounts', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDemoData(app.db);
  }, 60_000);
  afterAll(() => app?.close());

  const signIn = (userName: string, password = DEMO_PASSWORD) =>
    app.inject({ method: 'POST', url: '/api/user/login', headers: STATIC_HEADER, payload: { userName, password } });

  it('sign in with the published password when active, as a provider and as the administrator', async () => {
    const provider = await signIn('olivia.ordering@clinic.example');
    expect(provider.statusCode).toBe(200);
    expect(provider.json()).toMatchObject({ selectedUserRole: 1, isAdminUser: 'N' });
    const admin = await signIn('admin@carelon.example');
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ isAdminUser: 'Y' });
  }, 30_000);

  it('are refused sign-in with the message of their status', async () => {
    const expected: Record<string, string> = {
      pending2: 'signIn.pendingEmail',
      review3: 'signIn.pendingReview',
      'quinn.queue@clinic.example': 'signIn.pendingReview',
      support4: 'signIn.contactSupport',
      disabled5: 'signIn.disabled',
      disabled6: 'signIn.disabled',
      support7: 'signIn.contactSupport',
      dupsecond: 'signIn.contactSupport',
      locked1: 'signIn.locked',
      expired1: 'signIn.passwordExpired',
    };
    for (const [username, messageId] of Object.entries(expected)) {
      const answer = await signIn(username);
      expect(answer.statusCode, username).toBe(403);
      expect(answer.json().errors[0].messageId, username).toBe(messageId);
    }
  }, 60_000);

  it('give the administrator a verification queue of registrations with identifiers and plans, oldest first', async () => {
    const admin = await openSession(app, 'admin@carelon.example', DEMO_PASSWORD);
    const queue = await app.inject({ method: 'GET', url: '/api/staff/registrations', headers: sessionHeaders(admin) });
    expect(queue.statusCode).toBe(200);
    const rows = queue.json().registrations as { username: string; identifiers: unknown[]; healthPlans: unknown[] }[];
    expect(rows.map((row) => row.username)).toEqual(['quinn.queue@clinic.example', 'rory.review@genetics.example', 'vera.verify@clinic.example', 'review3', 'milo.mismatch@clinic.example']);
    for (const row of rows.slice(0, 3)) {
      expect(row.identifiers.length, row.username).toBeGreaterThan(0);
      expect(row.healthPlans.length, row.username).toBeGreaterThan(0);
    }
  }, 30_000);

  it('carry NPIs the directory knows for their role, and refused for another role', async () => {
    const check = (value: string, userRole: number) =>
      app.inject({ method: 'POST', url: '/api/providers/validity', headers: STATIC_HEADER, payload: { identifier: { type: 1, value }, userRole } });
    expect((await check(DEMO_NPI.ordering, 1)).json()).toEqual({ success: true });
    expect((await check(DEMO_NPI.counselor, 10)).json()).toEqual({ success: true });
    expect((await check(DEMO_NPI.counselor, 1)).statusCode).toBeGreaterThanOrEqual(400);
  });
});
