// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { rule } from '../../support/rules.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(() => app.close());

describe('POST /api/providers/validity without a session', { timeout: 60_000 }, () => {
  it('stops telling a stranger whether the directory knows a Tax ID past the per-address budget', async () => {
    const max = rule<number>('schemas/config/account-rules.json', '/rateLimits/availability/max');
    const check = (n: number, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/providers/validity',
        headers: STATIC_HEADER,
        payload: { identifier: { type: 0, value: String(100_000_000 + n) }, userRole: 1 },
        remoteAddress,
      });
    // Tax IDs tried one after another, as a stranger would walk them.
    const statuses: number[] = [];
    for (let n = 0; n <= max; n += 1) statuses.push((await check(n, '10.42.0.1')).statusCode);
    expect(statuses.slice(0, max).every((status) => status === 422)).toBe(true);
    expect(statuses[max]).toBe(429);
    // Another address has its own budget.
    expect((await check(0, '10.42.0.2')).statusCode).toBe(422);
  });
});
