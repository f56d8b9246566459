// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleSchema } from '../../../src/engine/schema/bundle-schema.js';
import { schemaAtDataPath } from '../../../src/engine/schema/schema-at-path.js';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import { testRegistry } from '../../support/form-resources.js';
import { modelIdOf } from '../../support/model-id.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { goodRegistration, insertReferenceRows, NPI, PLAN, QUESTIONS } from './reference-rows.js';

/**
 * Issue 24's "Must show": every refusal the registration calls can answer is shown at its
 * field before Submit, in both modes. The refusals are read from the server's code (each
 * `error(path, messageId)` of check-registration.ts, which Submit and Next share, and each
 * owner rule of the identity provider's policy), so a rule added there without a draft here
 * fails this test. Each is sent to Next's draft check (the call the form makes before it lets
 * the visitor on, whose errors the flow puts on the form's fields: the browser half is the
 * journey "lists a refusal Next answers ... and focuses its field" of
 * registration-errors-and-layout.spec.ts) and must come back at a field the form draws.
 */
type Mode = 'direct' | 'multiFactor';
interface Refusal {
  /** The path as the code writes it, `${index}` as `*`. */
  path: string;
  messageId: string;
  modes: readonly Mode[];
}

const source = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');
const fromCheck: Refusal[] = [...source('src/server/routes/registration/check-registration.ts').matchAll(/error\((['`])(\/[^'`]*)\1,\s*'([\w.]+)'/g)].map((match) => {
  const path = (match[2] as string).replace(/\$\{index\}/g, '*');
  // Security questions are asked only by the direct form (the multi-factor one has none).
  return { path, messageId: match[3] as string, modes: path.startsWith('/securityAnswers') ? ['direct'] : ['direct', 'multiFactor'] };
});
const fromPolicy: Refusal[] = [...source('src/server/identity/password-policy.ts').matchAll(/'(identityProvider\.password\.\w+)'/g)].map((match) => ({
  path: '/password',
  messageId: match[1] as string,
  modes: ['multiFactor'],
}));
const REFUSALS = [...new Map([...fromCheck, ...fromPolicy].map((refusal) => [`${refusal.path} ${refusal.messageId}`, refusal])).values()];

let counter = 0;
const uniqueUser = (domain = 'clinic.example.org') => `every${Date.now() % 100_000}x${(counter += 1)}@${domain}`;
const internal = (domainId: string, username = uniqueUser('carelon.example')) => ({
  firstName: 'Kim', lastName: 'Ito', username, domainId, isInternalUser: true, userRole: 5, organizationName: 'Carelon',
  address: { addressLine1: '1 Plan Way', city: 'Chicago', state: 'IL', zipCode: '60601' }, phone: { number: '3125551234' }, fax: '3125551235',
  healthPlan: { id: PLAN.example }, termsOfUse: true,
});
function planRep(healthPlan: unknown): Record<string, unknown> {
  const { commercialHealthplanSelected: _providersOnly, ...draft } = goodRegistration({ username: uniqueUser(), userRole: 5, healthPlan, providerIdentifiers: [], providerClients: [] });
  return draft;
}
const LOCAL = `qz${Date.now() % 100_000}`;
const TAKEN = { username: uniqueUser(), domainId: `taken${Date.now() % 100_000}` };

/** One draft per refusal, by `path messageId`: what a visitor could have typed to earn it. */
const DRAFTS: Record<string, () => Record<string, unknown>> = {
  '/username registration.internalDomainMismatch': () => goodRegistration({ username: uniqueUser('carelon.example') }),
  '/username username.taken': () => goodRegistration({ username: TAKEN.username.toUpperCase() }),
  '/domainId registration.domainIdTaken': () => internal(TAKEN.domainId.toUpperCase()),
  '/address/zipCode registration.zipInvalid': () => goodRegistration({ username: uniqueUser(), address: { addressLine1: '1 Main St', city: 'Richmond', state: 'VA', zipCode: '90210' } }),
  '/userRole field.invalid': () => goodRegistration({ username: uniqueUser(), userRole: 98 }),
  '/commercialHealthplanSelected registration.applicationRequired': () => goodRegistration({ username: uniqueUser(), commercialHealthplanSelected: false }),
  '/securityAnswers/*/QuestionId field.invalid': () => goodRegistration({ username: uniqueUser(), securityAnswers: [{ QuestionId: 99_999, Answer: 'Fluffy' }, { QuestionId: QUESTIONS[1], Answer: 'Main Street' }, { QuestionId: QUESTIONS[2], Answer: 'Blue' }, {}, {}] }),
  '/securityAnswers/*/QuestionId field.required': () => goodRegistration({ username: uniqueUser(), securityAnswers: [{ Answer: 'x' }, { QuestionId: QUESTIONS[1], Answer: 'y' }, { QuestionId: QUESTIONS[2], Answer: 'z' }, {}, {}] }),
  '/securityAnswers/*/Answer field.required': () => goodRegistration({ username: uniqueUser(), securityAnswers: [{ QuestionId: QUESTIONS[0] }, { QuestionId: QUESTIONS[1], Answer: 'y' }, { QuestionId: QUESTIONS[2], Answer: 'z' }, {}, {}] }),
  '/healthPlan registration.healthPlanRequired': () => planRep(null),
  '/healthPlan/id field.invalid': () => planRep({ id: 99_999 }),
  '/healthPlan registration.healthPlanUnsupported': () => planRep({ id: PLAN.sso }),
  '/providerIdentifiers field.required': () => goodRegistration({ username: uniqueUser(), providerIdentifiers: [] }),
  '/providerIdentifiers/*/value registration.identifierDuplicate': () => goodRegistration({ username: uniqueUser(), providerIdentifiers: [{ type: 1, value: NPI }, { type: 1, value: NPI }] }),
  '/providerIdentifiers/1 registration.identifierOnlyOne': () => goodRegistration({ username: uniqueUser(), providerIdentifiers: [{ type: 1, value: NPI }, { type: 0, value: '123456789' }] }),
  '/providerIdentifiers/0/value registration.identifierMismatch': () => goodRegistration({ username: uniqueUser(), providerIdentifiers: [{ type: 1, value: '1245319599' }] }),
  '/providerClients registration.healthPlanRequired': () => goodRegistration({ username: uniqueUser(), providerClients: [{ id: PLAN.example, selected: false }] }),
  '/providerClients/*/id field.invalid': () => goodRegistration({ username: uniqueUser(), providerClients: [{ id: 99_999, selected: true }] }),
  '/providerClients/* registration.healthPlanUnsupported': () => goodRegistration({ username: uniqueUser(), providerClients: [{ id: PLAN.unsupported, selected: true }] }),
  '/providerClients/* registration.healthPlanNotLinked': () => goodRegistration({ username: uniqueUser(), providerClients: [{ id: PLAN.other, selected: true }] }),
  '/providerClients/*/pin clients.pinMismatch': () => goodRegistration({ username: uniqueUser(), providerClients: [{ id: PLAN.pinned, selected: true, pin: '0000' }] }),
  '/password identityProvider.password.notContainUsername': () => goodRegistration({ username: 'kb7mqz@clinic.example.org', password: 'kb7mqz@clinic.example.org!A1' }),
  '/password identityProvider.password.notContainEmailLocalPart': () => goodRegistration({ username: `${LOCAL}@clinic.example.org`, password: `Xy7!${LOCAL}Lp` }),
  '/password identityProvider.password.notContainEmailDomain': () => goodRegistration({ username: uniqueUser(), password: 'Clinic!9xZqw' }),
  '/password identityProvider.password.notContainFirstName': () => goodRegistration({ username: uniqueUser(), firstName: 'Quilla', password: 'Quilla!9xZqw' }),
  '/password identityProvider.password.notContainLastName': () => goodRegistration({ username: uniqueUser(), lastName: 'Zorbit', password: 'Zorbit!9xQqw' }),
};

/**
 * Refusals the body's schema answers first, at the same field (the code's check is the
 * server's second line, never reached through the call): Next still says them there.
 */
const SCHEMA_FIRST = new Set(['/providerIdentifiers/1 registration.identifierOnlyOne', '/securityAnswers/*/QuestionId field.required', '/securityAnswers/*/Answer field.required', '/healthPlan registration.healthPlanRequired', '/userRole field.invalid', '/providerIdentifiers field.required']);

/** A multi-factor draft: no security answers, a password with its symbol unless the draft sets one. */
function inMode(mode: Mode, draft: Record<string, unknown>): Record<string, unknown> {
  if (mode === 'direct') return draft;
  const { securityAnswers: _asked, ...body } = draft;
  const password = typeof draft.password === 'string' && /[!@#$%^&*]/.test(draft.password) ? draft.password : 'Kb7mQz2w!Lp9';
  return 'domainId' in draft ? body : { ...body, password, confirmPassword: password };
}

const CHECK_PATH: Record<Mode, string> = { direct: '/api/user/registration/validation', multiFactor: '/api/user/okta-registration/validation' };
const FORM_MODEL: Record<Mode, string> = { direct: 'registration', multiFactor: 'okta-registration' };
const matches = (pattern: string, path: string) => new RegExp(`^${pattern.replace(/\*/g, '\\d+')}$`).test(path);

describe('every refusal of the registration calls is said at its field by Next, before Submit, in both modes', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await insertReferenceRows(app.db);
    const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, headers: STATIC_HEADER, payload });
    expect((await post('/api/user/registration', goodRegistration({ username: TAKEN.username }))).statusCode).toBe(201);
    expect((await post('/api/user/registration', internal(TAKEN.domainId))).statusCode).toBe(201);
  }, 60_000);
  afterAll(() => app.close());

  it('reads the refusals from the server code: the registration checks and the identity provider\'s owner rules', () => {
    expect(fromCheck.length).toBeGreaterThan(15);
    expect(fromPolicy.map((refusal) => refusal.messageId)).toContain('identityProvider.password.notContainEmailDomain');
    expect(Object.keys(DRAFTS).filter((key) => !REFUSALS.some((refusal) => `${refusal.path} ${refusal.messageId}` === key))).toEqual([]);
  });

  for (const refusal of REFUSALS) {
    for (const mode of refusal.modes) {
      const key = `${refusal.path} ${refusal.messageId}`;
      it(`${mode}: ${key}`, async () => {
        const draft = DRAFTS[key];
        expect(draft, `no draft earns "${key}": add one to DRAFTS`).toBeDefined();
        const answer = await app.inject({ method: 'POST', url: CHECK_PATH[mode], headers: { ...STATIC_HEADER, 'x-forwarded-for': `10.24.${counter % 250}.${(counter += 1) % 250}` }, payload: inMode(mode, (draft as () => Record<string, unknown>)()) });
        expect(answer.statusCode).toBe(400);
        const errors = (answer.json() as { errors: { path: string; messageId: string }[] }).errors;
        const atField = errors.filter((error) => matches(refusal.path, error.path));
        if (SCHEMA_FIRST.has(key)) expect(atField.length, JSON.stringify(errors)).toBeGreaterThan(0);
        else expect(atField.map((error) => error.messageId), JSON.stringify(errors)).toContain(refusal.messageId);
        // The form of this mode draws a field there, where the flow puts the error.
        const model = bundleSchema(testRegistry(), modelIdOf(FORM_MODEL[mode]));
        for (const error of atField) expect(schemaAtDataPath(model, error.path), error.path).toBeDefined();
      });
    }
  }
});
