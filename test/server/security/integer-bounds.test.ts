import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import { insertAccount, seedDirectory, signedInHeaders } from '../clients-providers/provider-fixtures.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';

/** Whole numbers no id column holds: each once reached PostgreSQL and answered 500. */
const OUT_OF_RANGE = [2147483648, -2147483649, 2 ** 53, 1e300];

/** A model's first documented example, the body a client would send. */
const exampleOf = (model: string) =>
  (JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/models', `${model}.json`), 'utf8')) as { examples: Record<string, unknown>[] }).examples[0] as Record<string, unknown>;

describe('whole numbers beyond what the database holds', () => {
  let app: FastifyInstance;
  let signedIn: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDirectory(app.db);
    signedIn = await signedInHeaders(app.db, await insertAccount(app.db));
  });
  afterAll(() => app.close());

  const post = (url: string, body: unknown, headers: Record<string, string> = STATIC_HEADER) =>
    app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

  for (const number of OUT_OF_RANGE) {
    it(`answers 400 on the field, never 500, for a health plan id of ${number} in a registration`, async () => {
      for (const [url, model] of [
        ['/api/user/registration', 'api-registration-create'],
        ['/api/user/okta-registration', 'api-registration-okta-create'],
      ] as const) {
        const example = exampleOf(model);
        const clients = example.providerClients as Record<string, unknown>[];
        const answer = await post(url, { ...example, providerClients: [{ ...clients[0], id: number }] });
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json().errors).toContainEqual(expect.objectContaining({ path: '/providerClients/0/id' }));
      }
    });

    // Row ids are bigint: 2^31 is a row that is not the account's (422), 2^53 and beyond are refused (400).
    it(`answers a refusal on the field, never 500, for a provider row id of ${number} in a delete`, async () => {
      const expected = number >= 1 && number <= Number.MAX_SAFE_INTEGER ? 422 : 400;
      const one = await post('/api/providers/ProviderDelete', { id: number }, signedIn);
      expect(one.statusCode, one.body).toBe(expected);
      expect(one.json().errors[0]).toMatchObject({ path: '/id' });
      const many = await post('/api/providers/MultipleProviderDelete', { ids: [1, number] }, signedIn);
      expect(many.statusCode, many.body).toBe(expected);
      if (expected === 400) expect(many.json().errors[0]).toMatchObject({ path: '/ids/1' });
      else expect(many.json().errors[0].path).toMatch(/^\/ids/);
    });
  }
});
