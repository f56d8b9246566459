// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { insertAccount } from '../account-access/accounts.js';
import { rule } from '../../support/rules.js';

const PROXY = '10.50.0.1';
const PASSWORD = 'Start1Pasw0rd';
let app: FastifyInstance;

beforeAll(async () => {
  // A deployment behind a load balancer or reverse proxy names it (TRUST_PROXY).
  app = await buildTestApp({ trustProxy: PROXY });
  await insertAccount(app, { username: 'office.owner@clinic.example.org', password: PASSWORD });
}, 60_000);
afterAll(() => app.close());

/** A sign-in that reached the server through the proxy, from `client`. */
const signInVia = (client: string, userName: string, password: string, remoteAddress = PROXY) =>
  app.inject({ method: 'POST', url: '/api/user/login', headers: { ...STATIC_HEADER, 'x-forwarded-for': client }, payload: { userName, password }, remoteAddress });

/** Wrong passwords for names no account has, as a stranger walks them: they spend the address's budget and lock no account. */
const GUESSED = (n: number) => `guess.${n}@clinic.example.org`;

describe('behind a proxy the deployment trusts', { timeout: 60_000 }, () => {
  it('counts a stranger\'s wrong passwords against the stranger\'s address, not against everyone behind the proxy', async () => {
    const max = rule<number>('schemas/config/account-rules.json', '/rateLimits/signIn/max');
    const stranger: number[] = [];
    for (let n = 0; n <= max; n += 1) stranger.push((await signInVia('203.0.113.7', GUESSED(n), `Wrong${n}Pasw0rd`)).statusCode);
    expect(stranger.at(-1)).toBe(429);
    // The owner, from an address of their own behind the same proxy, is not held up.
    expect((await signInVia('198.51.100.20', 'office.owner@clinic.example.org', PASSWORD)).statusCode).toBe(200);
  });

  it('takes no forwarded address from a client that is not the proxy', async () => {
    const max = rule<number>('schemas/config/account-rules.json', '/rateLimits/signIn/max');
    const statuses: number[] = [];
    // Each request claims another forwarded address; the socket's is what counts.
    for (let n = 0; n <= max; n += 1) statuses.push((await signInVia(`192.0.2.${n + 1}`, GUESSED(n), `Wrong${n}Pasw0rd`, '10.60.0.9')).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});
