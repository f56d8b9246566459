// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { text } from '../../support/rules.js';

const texts = ['The portal will be down for maintenance on Saturday from 1 to 3 a.m.', 'Please save your work before then.'];

describe('GET /api/globalMessages/{id}', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.db.query('INSERT INTO global_messages (id, texts) VALUES ($1, $2), ($3, $4)', [901, texts, 902, []]);
  }, 60_000);
  afterAll(() => app.close());

  const get = (id: string, headers: Record<string, string> = STATIC_HEADER) => app.inject({ method: 'GET', url: `/api/globalMessages/${id}`, headers });

  it("answers the message's texts as the spec's model, in order, without a session", async () => {
    const response = await get('901');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ model: texts });
  });

  it('answers an empty model for a message with no texts', async () => {
    expect((await get('902')).json()).toEqual({ model: [] });
  });

  it('answers an unknown id with 404 JSON and the catalogue text', async () => {
    const response = await get('903');
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toEqual({ path: '', messageId: 'globalMessages.notFound', params: { id: '903' }, message: text('globalMessages.notFound', { id: 903 }) });
  });

  it.each(['abc', '-1', '1.5', '12345678901', '01'])('refuses the malformed id %s with 400 on /id', async (id) => {
    const response = await get(id);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ path: '/id', messageId: 'field.invalid', message: text('field.invalid', { caption: 'Id' }) });
  });

  it('refuses a call without the static header with 403', async () => {
    const response = await get('901', {});
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].messageId).toBe('request.forbidden');
  });
});
