// @vitest-environment node
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { goodRegistration, insertReferenceRows } from './reference-rows.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  await insertReferenceRows(app.db);
}, 60_000);
afterAll(() => app.close());

/** Sends any value as a JSON body, as a careless or hostile client could. */
function send(method: 'POST' | 'PUT', url: string, value: unknown) {
  return app.inject({
    method,
    url,
    headers: { ...STATIC_HEADER, 'content-type': 'application/json' },
    payload: JSON.stringify(value) ?? 'null',
  });
}

/** A good registration with some fields replaced by random values or removed. */
const mutatedRegistration = fc
  .record({
    replace: fc.dictionary(fc.constantFrom(...Object.keys(goodRegistration())), fc.anything(), { maxKeys: 3 }),
    remove: fc.subarray(Object.keys(goodRegistration()), { maxLength: 2 }),
    address: fc.option(fc.dictionary(fc.constantFrom('addressLine1', 'addressLine2', 'city', 'state', 'zipCode'), fc.oneof(fc.string(), fc.anything())), { nil: undefined }),
  })
  .map(({ replace, remove, address }) => {
    const body: Record<string, unknown> = { ...goodRegistration({ username: 'fuzz@clinic.example.org' }), ...replace };
    for (const key of remove) delete body[key];
    if (address) body.address = { ...(body.address as object), ...address };
    return body;
  });

describe('random and malformed bodies', { timeout: 300_000 }, () => {
  it('never get a 5xx from a registration write call', async () => {
    const cases: [('POST' | 'PUT'), string, fc.Arbitrary<unknown>][] = [
      ['POST', '/api/user/registration', fc.oneof(fc.anything(), mutatedRegistration, fc.constant(goodRegistration({ username: 'fuzz@clinic.example.org' })))],
      ['PUT', '/api/user/registration/confirmation', fc.oneof(fc.anything(), fc.record({ body: fc.string(), token: fc.string() }))],
      ['POST', '/api/user/availability/username', fc.oneof(fc.anything(), fc.record({ userName: fc.oneof(fc.string(), fc.emailAddress()) }))],
      ['POST', '/api/user/okta-registration', fc.oneof(fc.anything(), mutatedRegistration)],
      ['PUT', '/api/user/oktaRegistration/confirmation', fc.oneof(fc.anything(), fc.record({ email: fc.emailAddress(), oktaPasscode: fc.string() }))],
      ['POST', '/api/address/validity', fc.oneof(fc.anything(), fc.record({ zipCode: fc.stringMatching(/^[0-9]{5}$/), state: fc.string({ maxLength: 2 }) }))],
    ];
    for (const [method, url, bodies] of cases) {
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const response = await send(method, url, body);
          expect(response.statusCode, `${method} ${url} ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json()).toHaveProperty('errors');
        }),
        { numRuns: 60 },
      );
    }
  });

  it('never leave a partial registration: every account has its token, password history and plans', async () => {
    const incomplete = await app.db.query(
      `SELECT u.id FROM users u
        WHERE (u.okta_user_id IS NULL AND NOT EXISTS (SELECT 1 FROM tokens t WHERE t.user_id = u.id AND t.purpose = 'registration'))
           OR (u.password_hash IS NOT NULL AND NOT EXISTS (SELECT 1 FROM password_history h WHERE h.user_id = u.id))
           OR NOT EXISTS (SELECT 1 FROM user_clients c WHERE c.user_id = u.id)`,
    );
    expect(incomplete).toEqual([]);
    // The unchanged body made it through at least once, so the check above is not vacuous.
    expect(await app.db.query('SELECT count(*)::int AS n FROM users')).not.toEqual([{ n: 0 }]);
    const orphans = await app.db.query(
      `SELECT 1 FROM tokens t WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id)`,
    );
    expect(orphans).toEqual([]);
  });
});
