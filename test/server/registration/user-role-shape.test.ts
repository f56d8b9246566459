// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { goodRegistration, insertReferenceRows } from './reference-rows.js';

/** Registration takes `userRole` as spec section 3 gives it: a role with its name (and optionally its id). */
describe('registration with userRole as a role with a name', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await insertReferenceRows(app.db);
  }, 60_000);
  afterAll(() => app.close());

  const register = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/user/registration', headers: STATIC_HEADER, payload: body });

  it('registers an account for the role its name names', async () => {
    const response = await register(goodRegistration({ username: 'named.role@clinic.example.org', userRole: { name: 'Ordering Provider' } }));
    expect(response.statusCode).toBe(201);
    const [user] = await app.db.query<{ role_id: number }>('SELECT role_id FROM users WHERE username = $1', ['named.role@clinic.example.org']);
    expect(user?.role_id).toBe(1);
  });

  it('refuses an unknown role name with the field\'s message and 400', async () => {
    const response = await register(goodRegistration({ username: 'unknown.role@clinic.example.org', userRole: { name: 'Chief Surgeon' } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ path: '/userRole/name', messageId: 'field.invalid' }));
  });

  it('answers the registrable roles with id and name', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user/registration/defaults', headers: STATIC_HEADER });
    expect(response.json().roles).toContainEqual({ id: 1, name: 'Ordering Provider' });
  });
});
