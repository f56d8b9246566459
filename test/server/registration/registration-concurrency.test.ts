// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { goodRegistration, insertReferenceRows } from './reference-rows.js';
import { text } from '../../support/rules.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await insertReferenceRows(app.db);
}, 60_000);
afterAll(() => app.close());

it('creates exactly one account from 20 parallel registrations of one username; the others hear "Email is taken"', async () => {
  // Case varies per request: the unique index is on lower(username).
  const responses = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      app.inject({
        method: 'POST',
        url: '/api/user/registration',
        headers: STATIC_HEADER,
        payload: goodRegistration({ username: index % 2 ? 'Race@Clinic.Example.org' : 'race@clinic.example.org', useSameEmail: true, email: undefined }),
      }),
    ),
  );
  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  for (const response of responses.filter((r) => r.statusCode === 409)) {
    expect(response.json()).toMatchObject({ errors: [{ path: '/username', messageId: 'username.taken', message: text('username.taken') }] });
  }
  const users = await app.db.query<{ id: string }>('SELECT id FROM users WHERE lower(username) = $1', ['race@clinic.example.org']);
  expect(users).toHaveLength(1);
  // Nothing half-written by the losers: one token, one mail, one set of answers.
  expect(await app.db.query('SELECT count(*)::int AS n FROM tokens')).toEqual([{ n: 1 }]);
  expect(await app.db.query("SELECT count(*)::int AS n FROM outbox WHERE template = 'registrationLink'")).toEqual([{ n: 1 }]);
  expect(await app.db.query('SELECT count(*)::int AS n FROM user_security_answers')).toEqual([{ n: 3 }]);
  expect(await app.db.query('SELECT count(*)::int AS n FROM user_identifiers')).toEqual([{ n: 1 }]);
}, 120_000);
