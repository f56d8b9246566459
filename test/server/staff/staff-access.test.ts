// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { openSession, sessionHeaders, type TestSession } from '../user-session/session-fixtures.js';
import { adminSession, auditRows, insertStaffTestUser, mailsTo, staffCall } from './staff-fixtures.js';
import { text } from '../../support/rules.js';

const READS = ['/api/staff/users', '/api/staff/users/1', '/api/staff/registrations'];
const WRITES = ['/api/staff/registrations/approve', '/api/staff/registrations/reject'];

describe('who may use the staff calls', () => {
  let app: FastifyInstance;
  let admin: { id: number; session: TestSession };
  let provider: TestSession;
  let providerId: number;
  let underReview: number;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await adminSession(app);
    providerId = await insertStaffTestUser(app, { username: 'provider@clinic.example', accountStatus: 1 });
    provider = await openSession(app, 'provider@clinic.example');
    underReview = await insertStaffTestUser(app, { username: 'waiting@clinic.example' });
  }, 60_000);
  afterAll(() => app.close());

  it('answers 401 without a session, before looking at the query or body', async () => {
    for (const url of READS) {
      const answer = await staffCall(app, undefined, 'GET', url);
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json().errors[0].messageId).toBe('session.loggedOut');
    }
    for (const url of WRITES) {
      const answer = await staffCall(app, undefined, 'POST', url, { userId: 'not even a number' });
      expect(answer.statusCode, url).toBe(401);
    }
  });

  it('answers 403 with a catalogue message to a signed-in user without the admin flag, and audits the refused decision', async () => {
    for (const url of READS) {
      const answer = await staffCall(app, provider, 'GET', url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().errors[0]).toMatchObject({ path: '', messageId: 'staff.adminOnly', message: text('staff.adminOnly') });
    }
    for (const url of WRITES) {
      const answer = await staffCall(app, provider, 'POST', url, { userId: underReview, reason: 'Trying.' });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().errors[0].messageId).toBe('staff.adminOnly');
    }
    expect((await auditRows(app, 'staff.forbidden', providerId)).map((row) => row.detail.route)).toEqual(WRITES);
    const [row] = await app.db.query<{ account_status: number }>('SELECT account_status FROM users WHERE id = $1', [underReview]);
    expect(row?.account_status).toBe(3);
    expect(await mailsTo(app, 'waiting@clinic.example')).toEqual([]);
  });

  it('refuses an administrator\'s decision without the session\'s CSRF token or from another origin', async () => {
    const withoutToken = await app.inject({
      method: 'POST',
      url: '/api/staff/registrations/approve',
      headers: sessionHeaders(admin.session),
      payload: { userId: underReview },
    });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json().errors[0].messageId).toBe('security.csrfRefused');
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/staff/registrations/approve',
      headers: { ...sessionHeaders(admin.session, true), origin: 'https://evil.example' },
      payload: { userId: underReview },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().errors[0].messageId).toBe('security.originRefused');
    expect(await mailsTo(app, 'waiting@clinic.example')).toEqual([]);
  });

  it('needs the static header like every /api call', async () => {
    const { [Object.keys(STATIC_HEADER)[0] as string]: _omitted, ...headers } = sessionHeaders(admin.session);
    expect((await app.inject({ method: 'GET', url: '/api/staff/registrations', headers })).statusCode).toBe(403);
  });

  it('lets an administrator read while acting for a selected user: the staff calls ignore the selection', async () => {
    const selected = await app.inject({
      method: 'POST',
      url: '/api/userconfig/selecteduser',
      headers: sessionHeaders(admin.session, true),
      payload: { selectedUserId: providerId },
    });
    expect(selected.statusCode).toBe(200);
    const queue = await staffCall(app, admin.session, 'GET', '/api/staff/registrations');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().registrations.map((entry: { id: number }) => entry.id)).toEqual([underReview]);
  });
});
