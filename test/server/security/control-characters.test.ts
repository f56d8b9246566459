// @vitest-environment node
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleSchema } from '../../../src/engine/schema/bundle-schema.js';
import type { SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { createModelValidator, type CompiledValidate } from '../../../src/engine/validation/model-validator.js';
import { loadSchemaRegistry, modelId } from '../../../src/server/rules/load-rule-files.js';
import { loadMessageContext } from '../../support/catalogue.js';
import { rootValidator, withValueAt } from '../../support/field-errors.js';
import { buildApp } from '../../../src/server/app.js';
import { buildTestApp, FIXTURE_DIST, STATIC_HEADER } from '../helper.js';
import { buildAppRecordingRoutes } from '../support/recorded-routes.js';
import { createTestDatabase } from '../support/test-database.js';
import { insertAccount } from '../account-access/accounts.js';
import { CSRF_HEADER } from '../../../src/server/plugins/csrf-check.js';
import { SESSION_COOKIE } from '../../../src/server/plugins/sessions.js';
import { createSession } from '../../../src/server/security/session-store.js';

/**
 * The spec's valid-character check (printable characters plus tab, line feed and vertical
 * tab) on every request string: a control character outside it is refused with the field's
 * own message and 400 before any handler runs, so a NUL byte never reaches the database
 * (which answered 500 before). Also: an empty optional string counts as absent.
 */

/** Control characters the rule refuses: NUL, C0, ESC, DEL, a C1 one (NEL) and a carriage return. */
const REFUSED = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\r'];
/** The control characters the rule allows. */
const ALLOWED = ['\t', '\n', '\u000b'];

interface BodyCase {
  model: string;
  method: 'POST' | 'PUT';
  url: string;
  body: Record<string, unknown>;
  /** JSON pointer of the string field the control character goes into. */
  path: string;
  value: string;
  messageId: string;
  /** Sent in an administrator's session: the route refuses anyone else before validating (plugins/route-access.ts). */
  asAdmin?: true;
}

const BODY_CASES: BodyCase[] = [
  {
    model: 'api-user-session-login',
    method: 'POST',
    url: '/api/user/login',
    body: { userName: '', password: 'Portal#Demo24' },
    path: '/userName',
    value: 'pat.lee@clinic.example.org',
    messageId: 'field.invalid',
  },
  {
    model: 'api-account-access-find',
    method: 'POST',
    url: '/api/user/find',
    body: { userName: '', emailAddress: 'alex.active@clinic.example' },
    path: '/userName',
    value: 'activeuser1',
    messageId: 'field.invalid',
  },
  {
    model: 'api-account-access-user-status',
    method: 'POST',
    url: '/api/user/updateuserstatus',
    asAdmin: true,
    body: { userName: '', status: 'N' },
    path: '/userName',
    value: 'pending2',
    messageId: 'field.invalid',
  },
  {
    model: 'api-account-access-migration-status',
    method: 'POST',
    url: '/api/user/updatemigrationstatus',
    asAdmin: true,
    body: { userName: '', status: 'A' },
    path: '/userName',
    value: 'idp.staged@clinic.example',
    messageId: 'field.invalid',
  },
  {
    model: 'api-clients-providers-provider-validity',
    method: 'POST',
    url: '/api/providers/validity',
    body: { identifier: { type: 3, value: '' }, userRole: 1 },
    path: '/identifier/value',
    value: 'CL-100234',
    messageId: 'field.invalid',
  },
];

const registry = loadSchemaRegistry();
const context = loadMessageContext();

/** The browser's validator of a model: the precompiled module and the engine's error mapping. */
async function browserValidator(model: string) {
  const schema = bundleSchema(registry, modelId(model));
  const module = (await import(`../../../src/generated/validators/${model}.js`)) as { default: Record<string, CompiledValidate> };
  return createModelValidator(rootValidator(module.default, schema), schema, context);
}

/** Where the character goes: in the middle of a valid value, or as the whole value. */
const placements = (value: string, char: string) => [`${value.slice(0, 3)}${char}${value.slice(3)}`, char];

let app: FastifyInstance;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  const session = await createSession(app.db, await insertAccount(app, { username: 'admin@clinic.example.org', isAdmin: true }));
  adminHeaders = { cookie: `${SESSION_COOKIE}=${session.cookieValue}`, [CSRF_HEADER]: session.csrfToken };
}, 60_000);
afterAll(() => app.close());

const call = (request: InjectOptions) => app.inject({ ...request, headers: { ...STATIC_HEADER, ...(request.headers as object) } });
const errorsAt = (body: string, path: string) =>
  ((JSON.parse(body) as { errors?: { path: string; messageId: string }[] }).errors ?? []).filter((error) => error.path === path);

describe('control characters in request bodies', { timeout: 60_000 }, () => {
  for (const entry of BODY_CASES) {
    it(`${entry.url} ${entry.path}: refused with 400 and the field's message, in the browser alike`, async () => {
      const validate = await browserValidator(entry.model);
      for (const char of REFUSED) {
        for (const value of placements(entry.value, char)) {
          const body = withValueAt(entry.body, entry.path, value) as SchemaNode;
          const answer = await call({ method: entry.method, url: entry.url, payload: body, ...(entry.asAdmin ? { headers: adminHeaders } : {}) });
          const label = `${JSON.stringify(value)} answered ${answer.statusCode} ${answer.body.slice(0, 200)}`;
          expect(answer.statusCode, label).toBe(400);
          const server = errorsAt(answer.body, entry.path).map((error) => error.messageId);
          // The character alone may also be too short; in the middle of a good value it is the only fault.
          if (value.length > 1) expect(server, label).toEqual([entry.messageId]);
          else expect(server, label).toContain(entry.messageId);
          expect(validate(body).filter((error) => error.path === entry.path).map((error) => error.messageId), label).toEqual(server);
        }
      }
    });
  }

  it('lets tab, line feed and vertical tab through the character rule', async () => {
    const entry = BODY_CASES.find((candidate) => candidate.url === '/api/user/find') as BodyCase;
    const validate = await browserValidator(entry.model);
    for (const char of ALLOWED) {
      const body = withValueAt(entry.body, entry.path, `${entry.value}${char}`) as SchemaNode;
      const answer = await call({ method: entry.method, url: entry.url, payload: body });
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(errorsAt(answer.body, entry.path)).toEqual([]);
      expect(validate(body)).toEqual([]);
    }
  });
});

describe('control characters in query strings and path parameters', { timeout: 60_000 }, () => {
  it("the provider list's IndentifierID filter: 400 with the field's message", async () => {
    for (const char of REFUSED) {
      const answer = await call({ method: 'GET', url: `/api/providers/ProviderList?IndentifierID=${encodeURIComponent(`123${char}45`)}`, headers: adminHeaders });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(errorsAt(answer.body, '/IndentifierID').map((error) => error.messageId)).toEqual(['field.invalid']);
    }
  });

  it('a path parameter declared in route code gets the rule too (one-time code)', async () => {
    for (const char of REFUSED) {
      const answer = await call({ method: 'GET', url: `/api/authentication/00uabc/verifyemailotp/${encodeURIComponent(`12${char}34`)}` });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(errorsAt(answer.body, '/code').map((error) => error.messageId)).toEqual(['field.invalid']);
    }
  });
});

describe('an optional field sent as an empty string', { timeout: 60_000 }, () => {
  const model = 'api-registration-create';
  const example = (bundleSchema(registry, modelId(model)).examples as Record<string, unknown>[])[0] as Record<string, unknown>;

  it('is absent for the browser: address line 2 "" passes where "4" is too short', async () => {
    const validate = await browserValidator(model);
    expect(validate(withValueAt(example, '/address/addressLine2', ''))).toEqual([]);
    expect(validate(withValueAt(example, '/address/addressLine2', '4')).map((error) => error.path)).toEqual(['/address/addressLine2']);
  });

  it('is absent for the server: registering with address line 2 "" answers as without it', async () => {
    const without = await call({ method: 'POST', url: '/api/user/registration', payload: { ...example, username: 'first.empty@clinic.example.org' } });
    const empty = await call({
      method: 'POST',
      url: '/api/user/registration',
      payload: withValueAt({ ...example, username: 'second.empty@clinic.example.org' }, '/address/addressLine2', '') as object,
    });
    expect(errorsAt(empty.body, '/address/addressLine2')).toEqual([]);
    expect(empty.statusCode, empty.body).toBe(without.statusCode);
  });

  it('is still refused when the field is required: address line 1 ""', async () => {
    const answer = await call({ method: 'POST', url: '/api/user/registration', payload: withValueAt(example, '/address/addressLine1', '') as object });
    expect(answer.statusCode).toBe(400);
    expect(errorsAt(answer.body, '/address/addressLine1')).not.toEqual([]);
  });
});

describe('the last line of defence', { timeout: 60_000 }, () => {
  it('text the database cannot store (a NUL past every check) answers 400, never 500', async () => {
    const owned = await createTestDatabase();
    const probe = buildApp({ staticDir: FIXTURE_DIST, portalUrl: 'https://portal.test', db: owned.db });
    // A route without a body schema, as a careless future route might be.
    probe.post('/probe/store-text', async (request) => {
      await probe.db.query('SELECT $1::text AS stored', [(request.body as { text: string }).text]);
      return { stored: true };
    });
    await probe.ready();
    try {
      const answer = await probe.inject({ method: 'POST', url: '/probe/store-text', payload: { text: 'a\u0000b' } });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().errors[0].messageId).toBe('request.malformed');
    } finally {
      await probe.close();
      await owned.drop();
    }
  });
});

describe('every string a route reads from its body, path or query', { timeout: 120_000 }, () => {
  it('carries the valid-character check, as the route validates it (an explicit false is a decision, and allowed)', async () => {
    const { app: recorded, routes } = await buildAppRecordingRoutes();
    try {
      const missing: string[] = [];
      let strings = 0;
      for (const route of routes.filter((candidate) => candidate.url.startsWith('/api/'))) {
        const schema = (route.schema ?? {}) as Record<string, unknown>;
        for (const part of ['body', 'querystring', 'params']) {
          walkStrings(schema[part], `${route.method} ${route.url} ${part}`, (node, where) => {
            strings += 1;
            if (typeof node.validCharacters !== 'boolean') missing.push(where);
          });
        }
      }
      expect(strings).toBeGreaterThan(100);
      expect(missing).toEqual([]);
    } finally {
      await recorded.close();
    }
  });
});

/** Calls `visit` for every string schema under `node` that a value of the request meets (not `if`/`not`). */
function walkStrings(node: unknown, where: string, visit: (node: SchemaNode, where: string) => void): void {
  if (Array.isArray(node)) return node.forEach((child, index) => walkStrings(child, `${where}/${index}`, visit));
  if (typeof node !== 'object' || node === null) return;
  const schema = node as SchemaNode;
  if (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'))) visit(schema, where);
  for (const keyword of ['items', 'additionalProperties', 'additionalItems', 'then', 'else', 'allOf', 'anyOf', 'oneOf']) {
    walkStrings(schema[keyword], `${where}/${keyword}`, visit);
  }
  for (const keyword of ['properties', 'patternProperties', 'definitions']) {
    const map = schema[keyword];
    if (typeof map === 'object' && map !== null) for (const [name, child] of Object.entries(map)) walkStrings(child, `${where}/${keyword}/${name}`, visit);
  }
}
