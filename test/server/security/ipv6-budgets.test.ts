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

const limit = (name: string) => rule<number>('schemas/config/account-rules.json', `/rateLimits/${name}/max`);

/** The n-th address of one IPv6 /64: a single subscriber's network, every address its own. */
const inOneNetwork = (prefix: string, n: number) => `${prefix}::${(n + 1).toString(16)}`;

const post = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
  app.inject({ method: 'POST', url, headers: STATIC_HEADER, payload, remoteAddress });

describe('per-address budgets and an IPv6 client', { timeout: 60_000 }, () => {
  it('counts every address of one /64 against one budget: availability checks stop past it', async () => {
    const max = limit('availability');
    const statuses: number[] = [];
    for (let n = 0; n <= max; n += 1) {
      const response = await post('/api/user/availability/username', { userName: `name.${n}@clinic.example.org` }, inOneNetwork('2001:db8:1:1', n));
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, max).every((status) => status === 200)).toBe(true);
    expect(statuses[max]).toBe(429);
    // Another network has its own budget.
    expect((await post('/api/user/availability/username', { userName: 'other@clinic.example.org' }, '2001:db8:1:2::1')).statusCode).toBe(200);
  });

  it('counts every address of one /64 against one budget: account look-ups stop past it', async () => {
    const max = limit('lookup');
    const statuses: number[] = [];
    for (let n = 0; n <= max; n += 1) {
      const response = await post('/api/user/find', { userName: `name.${n}@clinic.example.org`, emailAddress: `name.${n}@clinic.example.org` }, inOneNetwork('2001:db8:2:1', n));
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, max).every((status) => status === 404)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});
