// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import { openSession, type TestSession } from '../user-session/session-fixtures.js';
import { adminSession, insertStaffTestUser, staffCall } from '../staff/staff-fixtures.js';

/** Calls that change the account acted for, each naming `userId` as a page of the portal does. */
const WRITES: [url: string, body: (userId: number) => object][] = [
  ['/api/providers/ProviderDelete', (userId) => ({ userId, id: 1 })],
  ['/api/providers/MultipleProviderDelete', (userId) => ({ userId, ids: [1] })],
  ['/api/userconfig/addHealthPlan/', (userId) => ({ userId, clients: '1' })],
];

describe('a call naming a user the session does not act for', () => {
  let app: FastifyInstance;
  let admin: { id: number; session: TestSession };
  let fiona: number;
  let paula: number;
  let provider: TestSession;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await adminSession(app);
    fiona = await insertStaffTestUser(app, { username: 'fiona@clinic.example', accountStatus: 1 });
    paula = await insertStaffTestUser(app, { username: 'paula@clinic.example', accountStatus: 1 });
    provider = await openSession(app, 'paula@clinic.example');
  }, 60_000);
  afterAll(() => app.close());

  it('answers an administrator acting for someone else since with 409 and a code the page can read, and a provider naming another account with 403', async () => {
    // The page was opened acting for Fiona; another tab has chosen Paula since.
    expect((await staffCall(app, admin.session, 'POST', '/api/userconfig/selecteduser', { selectedUserId: paula })).statusCode).toBe(200);
    for (const [url, body] of WRITES) {
      const answer = await staffCall(app, admin.session, 'POST', url, body(fiona));
      expect(answer.statusCode, url).toBe(409);
      expect(answer.json().errors[0].messageId, url).toBe('providerManagement.actingChanged');
    }
    // A provider naming another user's account is still refused as not theirs.
    for (const [url, body] of WRITES) {
      const answer = await staffCall(app, provider, 'POST', url, body(fiona));
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().errors[0].messageId, url).toBe('providerManagement.notYourAccount');
    }
  });
});
