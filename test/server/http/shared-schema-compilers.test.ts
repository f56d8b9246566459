import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sharedSchemaCompilers } from '../../../src/server/http/shared-schema-compilers.js';

/** A bare app with one route whose body must have `field`, under a schema id apps share. */
async function appRequiring(field: string) {
  const app = Fastify({ schemaController: { compilersFactory: sharedSchemaCompilers() } });
  app.post('/things', { schema: { body: { $id: 'https://portal.test/thing.json', type: 'object', required: [field] } } }, async () => ({ saved: true }));
  await app.ready();
  return app;
}

describe('compiled schemas shared by the apps of one process', () => {
  it('still validate each app by its own schema when a schema changes under the same id', async () => {
    const first = await appRequiring('name');
    const second = await appRequiring('code');
    const again = await appRequiring('name');
    const post = (app: typeof first, body: Record<string, string>) => app.inject({ method: 'POST', url: '/things', payload: body }).then((answer) => answer.statusCode);
    expect(await post(first, { name: 'x' })).toBe(200);
    expect(await post(first, { code: 'x' })).toBe(400);
    expect(await post(second, { code: 'x' })).toBe(200);
    expect(await post(second, { name: 'x' })).toBe(400);
    expect(await post(again, { name: 'x' })).toBe(200);
    expect(await post(again, { code: 'x' })).toBe(400);
    await Promise.all([first.close(), second.close(), again.close()]);
  });
});
