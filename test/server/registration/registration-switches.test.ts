// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadPortalContent } from '../../../src/server/plugins/portal-content.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { goodRegistration, insertReferenceRows } from './reference-rows.js';

let app: FastifyInstance;

beforeAll(async () => {
  // The switch of schemas/config/portal.json turned on, as a deployment would set it.
  const content = loadPortalContent();
  const config = { ...content.config, switches: { ...content.config.switches, securityQuestionsDisabled: true } };
  app = await buildTestApp({ content: { ...content, config } });
  await insertReferenceRows(app.db);
}, 60_000);
afterAll(() => app.close());

it('registers without security answers when security questions are disabled, and keeps none', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/registration',
    headers: STATIC_HEADER,
    payload: goodRegistration({ username: 'no.questions@clinic.example.org', securityAnswers: [] }),
  });
  expect(response.statusCode).toBe(201);
  expect(await app.db.query('SELECT count(*)::int AS n FROM user_security_answers')).toEqual([{ n: 0 }]);
}, 30_000);
