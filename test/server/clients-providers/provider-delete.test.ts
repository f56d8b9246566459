// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_HEADER, buildTestApp } from '../helper.js';
import { attachIdentifier, ID, insertAccount, PLAN, seedDirectory, signedInHeaders, withoutStaticHeader } from './provider-fixtures.js';
import { text } from '../../support/rules.js';

const LAST_IDENTIFIER = text('providerManagement.lastIdentifier');

describe('deleting provider identifiers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await seedDirectory(app.db);
  }, 60_000);
  afterAll(() => app.close());

  /** An account with `count` identifiers, their row ids and signed-in headers. */
  async function account(count: number, options: { isSso?: boolean } = {}) {
    const userId = await insertAccount(app.db, options);
    const ids = [];
    const values = [ID.npiA, ID.npiB, ID.npiC];
    for (let n = 0; n < count; n++) ids.push(await attachIdentifier(app.db, userId, 1, values[n] as string, PLAN.alpha));
    return { userId, ids, headers: await signedInHeaders(app.db, userId) };
  }
  const remaining = async (userId: number) =>
    Number((await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_identifiers WHERE user_id = $1', [userId]))[0]?.n);
  const post = (url: string, payload: unknown, headers: Record<string, string>) => app.inject({ method: 'POST', url, headers, payload: payload as object });

  it('removes one identifier and confirms with the spec\'s text', async () => {
    const { userId, ids, headers } = await account(2);
    const response = await post('/api/providers/ProviderDelete', { userId, id: ids[0] }, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: text('providerManagement.deleted') });
    expect(await remaining(userId)).toBe(1);
  });

  it('refuses to remove the last identifier with the Delete Provider text', async () => {
    const { userId, ids, headers } = await account(1);
    const response = await post('/api/providers/ProviderDelete', { id: ids[0] }, headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0]).toMatchObject({ messageId: 'providerManagement.lastIdentifier', message: LAST_IDENTIFIER });
    expect(await remaining(userId)).toBe(1);
  });

  it('removes the selected identifiers together, or none when that would leave the account without one', async () => {
    const { userId, ids, headers } = await account(3);
    const all = await post('/api/providers/MultipleProviderDelete', { userId, ids }, headers);
    expect(all.statusCode).toBe(409);
    expect(await remaining(userId)).toBe(3);
    const two = await post('/api/providers/MultipleProviderDelete', { userId, ids: ids.slice(0, 2) }, headers);
    expect(two.statusCode).toBe(200);
    expect(await remaining(userId)).toBe(1);
  });

  it('leaves one identifier when two deletes of the last two run at once', async () => {
    const { userId, ids, headers } = await account(2);
    const responses = await Promise.all(ids.map((id) => post('/api/providers/ProviderDelete', { id }, headers)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await remaining(userId)).toBe(1);
  });

  it('refuses a row of another account with "Deletion failed." and deletes nothing', async () => {
    const mine = await account(2);
    const theirs = await account(2);
    const response = await post('/api/providers/MultipleProviderDelete', { ids: [mine.ids[0], theirs.ids[0]] }, mine.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ path: '/ids/1', message: text('providerManagement.deleteFailed') });
    expect(await remaining(mine.userId)).toBe(2);
    expect(await remaining(theirs.userId)).toBe(2);
  });

  it('refuses bad payloads: a missing id, repeated ids, an empty selection', async () => {
    const { headers } = await account(2);
    expect((await post('/api/providers/ProviderDelete', {}, headers)).json().errors[0]).toMatchObject({ path: '/id', messageId: 'field.required' });
    const repeated = await post('/api/providers/MultipleProviderDelete', { ids: [5, 5] }, headers);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors[0].message).toBe(text('registration.identifierDuplicate'));
    expect((await post('/api/providers/MultipleProviderDelete', { ids: [] }, headers)).statusCode).toBe(400);
  });

  it('refuses single-sign-on accounts, which see a read-only list', async () => {
    const { userId, ids, headers } = await account(2, { isSso: true });
    const response = await post('/api/providers/ProviderDelete', { id: ids[0] }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].messageId).toBe('providerManagement.ssoReadOnly');
    expect(await remaining(userId)).toBe(2);
  });

  it('refuses another user\'s account, a call without a session, without the static header or without the CSRF token', async () => {
    const { ids, headers } = await account(2);
    const other = await insertAccount(app.db);
    expect((await post('/api/providers/ProviderDelete', { userId: other, id: ids[0] }, headers)).statusCode).toBe(403);
    for (const url of ['/api/providers/ProviderDelete', '/api/providers/MultipleProviderDelete']) {
      const payload = url.endsWith('ProviderDelete') && !url.includes('Multiple') ? { id: ids[0] } : { ids };
      expect((await post(url, payload, STATIC_HEADER)).statusCode).toBe(401);
      expect((await post(url, payload, withoutStaticHeader(headers))).statusCode).toBe(403);
      const { 'x-csrf-token': _csrf, ...noCsrf } = headers;
      expect((await post(url, payload, noCsrf)).statusCode).toBe(403);
    }
  });
});
