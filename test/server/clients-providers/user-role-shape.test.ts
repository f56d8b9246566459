// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_HEADER, buildTestApp } from '../helper.js';
import { attachIdentifier, ID, insertAccount, PLAN, seedDirectory, signedInHeaders } from './provider-fixtures.js';

/**
 * `userRole` as spec section 3 gives it ("userRole (name)": a role with its name, optionally
 * its id) is accepted beside the bare id by provider validity and the user update.
 */
describe('userRole as a role with a name', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDirectory(app.db);
  }, 60_000);
  afterAll(() => app.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = STATIC_HEADER) =>
    app.inject({ method: 'POST', url, headers, payload: payload as object });

  it('checks a provider identifier for a role given by its name, or by name and id', async () => {
    for (const userRole of [{ name: 'Ordering Provider' }, { id: 1, name: 'Ordering Provider' }]) {
      const response = await post('/api/providers/validity', { identifier: { type: 1, value: ID.npiA }, userRole });
      expect(response.statusCode, JSON.stringify(userRole)).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
  });

  it('refuses an unknown role name with the field\'s message and 400', async () => {
    const response = await post('/api/providers/validity', { identifier: { type: 1, value: ID.npiA }, userRole: { name: 'Chief Surgeon' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: '/userRole/name', messageId: 'field.invalid' })]);
  });

  it('refuses a role whose id and name are different roles', async () => {
    const response = await post('/api/providers/validity', { identifier: { type: 1, value: ID.npiA }, userRole: { id: 5, name: 'Ordering Provider' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([expect.objectContaining({ path: '/userRole/id', messageId: 'field.invalid' })]);
  });

  it('updates a user whose role is given by name, and asks a health plan role named so for its plan', async () => {
    const userId = await insertAccount(app.db);
    await attachIdentifier(app.db, userId, 1, ID.npiB, PLAN.alpha);
    const headers = await signedInHeaders(app.db, userId);
    const added = await post(
      '/api/user/update',
      { userId, userRole: { name: 'Ordering Provider' }, providerIdentifiers: [{ type: 1, value: ID.npiC }], providerClients: [{ id: PLAN.alpha, selected: true }] },
      headers,
    );
    expect(added.statusCode).toBe(200);
    const planRole = await insertAccount(app.db, { roleId: 5 });
    const missing = await post('/api/user/update', { userId: planRole, userRole: { id: 5, name: 'Health Plan Representative' } }, await signedInHeaders(app.db, planRole));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ path: '/healthPlan', messageId: 'field.required' });
  });
});
