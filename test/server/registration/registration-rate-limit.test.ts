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

it('mails one contact address at most the registrationMail budget, whatever client addresses the Submits come from, and says so at Next once it is spent; a draft check or a Submit that mailed nothing spends none of it', async () => {
  const { max } = app.accountRules.rateLimits.registrationMail;
  const stranger = 'Stranger.Inbox@clinic.example.org';
  const from = (call: number) => `203.0.113.${call + 1}`;
  const submit = (username: string, email: string, call: number) =>
    app.inject({
      method: 'POST',
      url: '/api/user/registration',
      headers: STATIC_HEADER,
      remoteAddress: from(call),
      payload: goodRegistration({ username, useSameEmail: false, email }),
    });
  const mailsTo = async (address: string) =>
    (await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE template = 'registrationLink' AND lower(recipient) = lower($1)", [address]))[0]?.n;

  const draftCheck = (email: string, from: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/registration/validation',
      headers: STATIC_HEADER,
      remoteAddress: from,
      payload: goodRegistration({ username: 'drafting@flood.example.org', useSameEmail: false, email }),
    });
  // Checking a draft at Next mails nothing, so it spends nothing: the Submits below all go.
  for (let check = 0; check < max; check += 1) expect((await draftCheck(stranger, `198.51.100.${check + 1}`)).json()).toEqual({ valid: true });
  // A name already held mails nothing, so it takes nothing of the stranger's budget.
  expect((await submit('taken.name@clinic.example.org', stranger, 0)).statusCode).toBe(409);
  for (let call = 0; call < max; call += 1) {
    const answer = await submit(`applicant${call}@flood.example.org`, call % 2 ? stranger : stranger.toLowerCase(), call);
    expect(answer.statusCode, answer.body).toBe(201);
  }
  const refused = await submit('one.more@flood.example.org', stranger.toUpperCase(), max);
  expect(refused.statusCode, refused.body).toBe(429);
  expect(refused.headers['retry-after']).toBeDefined();
  // At the field the address was typed in, where the review's way back to the form shows it.
  expect(refused.json()).toMatchObject({ errors: [{ path: '/email', messageId: 'registration.mailLimit' }] });
  expect(await mailsTo(stranger)).toBe(max);
  expect(await app.db.query("SELECT count(*)::int AS n FROM users WHERE username = 'one.more@flood.example.org'")).toEqual([{ n: 0 }]);

  // Next says so already, at the same field, before anyone presses Submit.
  const atNext = await draftCheck(stranger.toUpperCase(), '198.51.100.250');
  expect(atNext.statusCode).toBe(400);
  expect(atNext.json()).toMatchObject({ errors: [{ path: '/email', messageId: 'registration.mailLimit' }] });

  // Another recipient is not held up.
  expect((await submit('someone.new@flood.example.org', 'own.inbox@clinic.example.org', max + 1)).statusCode).toBe(201);
}, 300_000);
