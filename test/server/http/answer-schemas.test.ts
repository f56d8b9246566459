// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app.js';
import { answerSchema } from '../../../src/server/http/answer-schemas.js';
import { FIXTURE_DIST, STATIC_HEADER } from '../helper.js';
import { createTestDatabase } from '../support/test-database.js';

/** A route of our own on the real app (its serialiser compilers, its hooks), answering too much. */
const OVERSHARING_PATH = '/api/test-only/client-list';

describe('answers serialised with their schemas/answers files', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const owned = await createTestDatabase();
    app = buildApp({ staticDir: FIXTURE_DIST, portalUrl: 'https://portal.test', db: owned.db });
    app.addHook('onClose', () => owned.drop());
    app.register(async (api) => {
      api.get(OVERSHARING_PATH, { schema: { response: { 200: answerSchema('client-list') } } }, async () => ({
        clientList: [
          { id: 7, name: 'Plan', selected: false, pin: true, isSso: false, url: null, isNew: false, totalProviders: 0, isUnsupported: false, pinHash: 'secret-hash' },
        ],
        internalNote: 'never for the client',
      }));
    }, { prefix: '' });
    await app.ready();
  }, 60_000);
  afterAll(() => app?.close());

  it('sends only the fields the answer declares, at the top and inside its shared shapes', async () => {
    const reply = await app.inject({ method: 'GET', url: OVERSHARING_PATH, headers: STATIC_HEADER });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      clientList: [{ id: 7, name: 'Plan', selected: false, pin: true, isSso: false, url: null, isNew: false, totalProviders: 0, isUnsupported: false }],
    });
    expect(reply.body).not.toContain('secret-hash');
  });

  it('refuses at start-up an answer no file of schemas/answers holds', () => {
    expect(() => answerSchema('no-such-answer')).toThrow(/no-such-answer is missing from schemas\/answers/);
  });
});
