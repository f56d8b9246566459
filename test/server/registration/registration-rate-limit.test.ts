// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { goodRegistration, insertReferenceRows } from './reference-rows.js';
import { rule } from '../../support/rules.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await insertReferenceRows(app.db);
  await app.db.query(
    `INSERT INTO users (username, first_name, last_name, email, account_status) VALUES ('taken.name@clinic.example.org', 'Al', 'Bo', 'a@b.co', 1)`,
  );
}, 60_000);
afterAll(() => app.close());

const register = (username: string) =>
  app.inject({ method: 'POST', url: '/api/user/registration', headers: STATIC_HEADER, payload: goodRegistration({ username, useSameEmail: true, email: undefined }) });

it('stops a client that registers past the availability budget: "Email is taken" is no unlimited way to learn which usernames exist, nor to mail strangers', async () => {
  const max = rule<number>('schemas/config/account-rules.json', '/rateLimits/availability/max');
  const statuses: number[] = [];
  for (let call = 0; call <= max; call += 1) statuses.push((await register('taken.name@clinic.example.org')).statusCode);
  expect(statuses.slice(0, max).every((status) => status === 409)).toBe(true);
  expect(statuses[max]).toBe(429);

  const refused = await register('someone.else@clinic.example.org');
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBeDefined();
  expect(refused.json()).toMatchObject({ errors: [{ messageId: 'rateLimit.exceeded' }] });
  expect(await app.db.query("SELECT count(*)::int AS n FROM outbox WHERE template = 'registrationLink'")).toEqual([{ n: 0 }]);
  expect(await app.db.query("SELECT count(*)::int AS n FROM users WHERE username = 'someone.else@clinic.example.org'")).toEqual([{ n: 0 }]);
}, 300_000);
