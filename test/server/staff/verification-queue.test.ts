// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import type { TestSession } from '../user-session/session-fixtures.js';
import { adminSession, insertStaffTestUser, staffCall } from './staff-fixtures.js';
import { text } from '../../support/rules.js';

describe('the verification queue', () => {
  let app: FastifyInstance;
  let admin: { id: number; session: TestSession };
  const queue = (query = '') => staffCall(app, admin.session, 'GET', `/api/staff/registrations${query}`);

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await adminSession(app);
    await insertStaffTestUser(app, { username: 'newest@clinic.example', createdDaysAgo: 1 });
    await insertStaffTestUser(app, {
      username: 'oldest@clinic.example', firstName: 'Olga', lastName: 'Oldest', createdDaysAgo: 5, organizationName: 'Oldest Clinic',
      clientIds: [101, 102],
      identifiers: [
        { type: 1, value: '1234567893', clientId: 101 },
        { type: 1, value: '1234567893', clientId: 102 },
        { type: 0, value: '123456789', clientId: 101 },
      ],
    });
    await insertStaffTestUser(app, { username: 'middle@clinic.example', createdDaysAgo: 3 });
    await insertStaffTestUser(app, { username: 'pending@clinic.example', accountStatus: 2, createdDaysAgo: 9 });
    await insertStaffTestUser(app, { username: 'active@clinic.example', accountStatus: 1, createdDaysAgo: 9 });
    await insertStaffTestUser(app, { username: 'disabled@clinic.example', accountStatus: 5, createdDaysAgo: 9 });
  }, 60_000);
  afterAll(() => app.close());

  it('lists only registrations under review, oldest first, with the total', async () => {
    const answer = await queue();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ totalRecord: 3, limit: 25, offset: 0 });
    expect(answer.json().registrations.map((row: { username: string }) => row.username)).toEqual([
      'oldest@clinic.example',
      'middle@clinic.example',
      'newest@clinic.example',
    ]);
    const second = await queue('?limit=1&offset=1');
    expect(second.json()).toMatchObject({ totalRecord: 3, limit: 1, offset: 1 });
    expect(second.json().registrations.map((row: { username: string }) => row.username)).toEqual(['middle@clinic.example']);
  });

  it('carries everything a reviewer reads: names, contact, role, organisation and address, identifiers with their type, plans, dates', async () => {
    const [oldest] = (await queue()).json().registrations;
    expect(oldest).toMatchObject({
      username: 'oldest@clinic.example',
      fullName: 'Olga Oldest',
      email: 'oldest@clinic.example',
      phone: '3175550100',
      roleId: 1,
      roleName: 'Ordering Provider',
      organizationName: 'Oldest Clinic',
      address: { addressLine1: '100 Monument Circle', addressLine2: null, city: 'Indianapolis', state: 'IN', zipCode: '46204' },
      accountStatus: 3,
      statusName: text('caption.accountStatus.underReview'),
      isInternal: false,
      domainId: null,
      identifiers: [
        { type: 0, typeLabel: text('caption.taxIdTin'), value: '123456789', healthPlanIds: [101] },
        { type: 1, typeLabel: 'NPI', value: '1234567893', healthPlanIds: [101, 102] },
      ],
      healthPlans: [
        { id: 101, name: 'Blue Valley Health Plan' },
        { id: 102, name: 'Summit Care Alliance' },
      ],
    });
    const registered = Date.parse(oldest.registeredDate);
    expect(Date.now() - registered).toBeGreaterThan(4.9 * 86_400_000);
    expect(Date.parse(oldest.credentialsExpireDate) - registered).toBe(app.accountRules.credentialExpiryDays * 86_400_000);
  });

  it('leaves a decided registration out of the queue', async () => {
    const [first] = (await queue()).json().registrations;
    expect((await staffCall(app, admin.session, 'POST', '/api/staff/registrations/approve', { userId: first.id })).statusCode).toBe(200);
    const after = (await queue()).json();
    expect(after.totalRecord).toBe(2);
    expect(after.registrations.map((row: { id: number }) => row.id)).not.toContain(first.id);
  });

  it('answers a bad page 400, never 500', async () => {
    for (const query of ['?limit=0', '?limit=abc', '?offset=-5', '?offset=%00', '?status=3']) {
      expect((await queue(query)).statusCode, query).toBe(400);
    }
  });
});
