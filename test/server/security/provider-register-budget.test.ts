// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import { externalUser, ONE_BROWSER } from '../identity-provider/support.js';
import { rule } from '../../support/rules.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(() => app.close());

const register = (body: Record<string, unknown>, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/authentication/register', headers: ONE_BROWSER, payload: body, remoteAddress });

describe('POST /api/authentication/register from one client address', { timeout: 60_000 }, () => {
  it('stops answering "Email is taken" and storing users past the registration budget', async () => {
    const max = rule<number>('schemas/config/account-rules.json', '/rateLimits/availability/max');
    const known = externalUser('budget-known');
    expect((await register(known, '10.41.0.1')).statusCode).toBe(201);

    // A stranger tries addresses one after another: is each registered already?
    const statuses: number[] = [];
    for (let n = 0; n < max; n += 1) statuses.push((await register(known, '10.41.0.2')).statusCode);
    expect(statuses.every((status) => status === 409)).toBe(true);
    const past = await register(externalUser('budget-past'), '10.41.0.2');
    expect(past.statusCode).toBe(429);
    expect(Number(past.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await app.db.query("SELECT 1 FROM idp_users WHERE email = $1", [externalUser('budget-past').email]);
    expect(stored).toHaveLength(0);
  });
});
