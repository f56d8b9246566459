// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { goodRegistration, insertReferenceRows, NPI, PLAN } from './reference-rows.js';

let app: FastifyInstance;
let counter = 0;

beforeAll(async () => {
  app = await buildTestApp();
  await insertReferenceRows(app.db);
}, 60_000);
afterAll(() => app.close());

function uniqueUser(): string {
  counter += 1;
  return `draft${counter}@clinic.example.org`;
}

function post(url: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, headers: STATIC_HEADER, payload: body });
}

/** What a form shows of an answer: each error's field and message id, in a stable order. */
function refusals(answer: { json(): unknown }): string[] {
  const { errors } = answer.json() as { errors: { path: string; messageId: string }[] };
  return errors.map((error) => `${error.path} ${error.messageId}`).sort();
}

async function rowCounts(): Promise<unknown> {
  return app.db.query('SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM outbox) AS mails, (SELECT count(*)::int FROM user_identifiers) AS identifiers');
}

/** Drafts Submit refuses, one per server rule: Next must hear each refusal first. */
const refusedDrafts: Record<string, () => Record<string, unknown>> = {
  'an unsupported health plan': () => goodRegistration({ username: uniqueUser(), providerClients: [{ id: PLAN.unsupported, selected: true }] }),
  'a single-sign-on plan': () => goodRegistration({ username: uniqueUser(), userRole: 5, healthPlan: { id: PLAN.sso } }),
  'a plan the identifier is not tied to': () => goodRegistration({ username: uniqueUser(), providerClients: [{ id: PLAN.other, selected: true }] }),
  'a wrong plan PIN': () => goodRegistration({ username: uniqueUser(), providerClients: [{ id: PLAN.pinned, selected: true, pin: '0000' }] }),
  'duplicate identifiers': () => goodRegistration({ username: uniqueUser(), providerIdentifiers: [{ type: 1, value: NPI }, { type: 1, value: NPI }] }),
  'an identifier unknown to the directory': () => goodRegistration({ username: uniqueUser(), providerIdentifiers: [{ type: 1, value: '1245319599' }] }),
  'no application chosen': () => goodRegistration({ username: uniqueUser(), commercialHealthplanSelected: false }),
  'an internal e-mail domain as an outside user': () => goodRegistration({ username: `x${uniqueUser().split('@')[0]}@carelon.example` }),
};

describe('POST /api/user/registration/validation (Next checks the whole draft)', { timeout: 30_000 }, () => {
  for (const [name, draft] of Object.entries(refusedDrafts)) {
    it(`refuses ${name} at its field exactly as Submit would, and writes nothing`, async () => {
      const body = draft();
      const before = await rowCounts();
      const checked = await post('/api/user/registration/validation', body);
      expect(checked.statusCode).toBe(400);
      expect(await rowCounts()).toEqual(before);
      const submitted = await post('/api/user/registration', body);
      expect(submitted.statusCode).toBeGreaterThanOrEqual(400);
      expect(refusals(checked)).toEqual(refusals(submitted));
    });
  }

  it('answers valid for a draft Submit accepts, writes nothing until Submit, and then says the username is taken as Submit does', async () => {
    const body = goodRegistration({ username: uniqueUser() });
    const before = await rowCounts();
    const checked = await post('/api/user/registration/validation', body);
    expect(checked.json()).toEqual({ valid: true });
    expect(await rowCounts()).toEqual(before);
    expect((await post('/api/user/registration', body)).statusCode).toBe(201);

    const again = { ...body, username: String(body.username).toUpperCase() };
    const taken = await post('/api/user/registration/validation', again);
    expect(taken.statusCode).toBe(400);
    expect(refusals(taken)).toEqual(refusals(await post('/api/user/registration', again)));
  });
});

describe('POST /api/user/okta-registration/validation (the multi-factor draft)', { timeout: 60_000 }, () => {
  /** A multi-factor draft: no security answers, the given password. */
  function mfaDraft(username: string, password: string) {
    const body = goodRegistration({ username, useSameEmail: true, email: undefined, password, confirmPassword: password });
    delete body.securityAnswers;
    return body;
  }

  it('refuses a password holding the e-mail’s local part or domain before Submit, as the identity provider would', async () => {
    const local = `mq${Date.now() % 100_000}`;
    const username = `${local}@harborclinic.example.org`;
    for (const password of [`Xy7!${local}Lp`, 'Harborclinic!9xZ']) {
      const body = mfaDraft(username, password);
      const checked = await post('/api/user/okta-registration/validation', body);
      expect(checked.statusCode).toBe(400);
      expect(refusals(checked).every((line) => line.startsWith('/password '))).toBe(true);
      const submitted = await post('/api/user/okta-registration', body);
      expect(submitted.statusCode).toBe(400);
      expect(refusals(checked)).toEqual(refusals(submitted));
    }
  });

  it('answers valid for a password the identity provider accepts', async () => {
    const checked = await post('/api/user/okta-registration/validation', mfaDraft(uniqueUser(), 'Kb7mQz2wLp9!x'));
    expect(checked.json()).toEqual({ valid: true });
  });
});
