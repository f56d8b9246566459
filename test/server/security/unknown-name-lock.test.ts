import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import { insertUser, signIn, TEST_PASSWORD } from '../user-session/session-fixtures.js';

/** What an attacker sees of one sign-in: status, message id and whether a wait is announced. */
const seen = (response: Awaited<ReturnType<typeof signIn>>) => ({
  status: response.statusCode,
  messageId: response.json().errors?.[0]?.messageId,
  retryAfter: response.headers['retry-after'] !== undefined,
});

describe('the lock tells no one which names exist', () => {
  let app: FastifyInstance;
  let address = 0;
  beforeAll(async () => {
    app = await buildTestApp();
    await insertUser(app.db, { username: 'known.name@clinic.example.org' });
    await insertUser(app.db, { username: 'known.twice@clinic.example.org' });
  });
  afterAll(() => app.close());

  /**
   * failureFactor + 1 wrong passwords for a name, from one address (a guesser locking itself
   * out) or each from an address of its own (a distributed guesser, met by the captcha).
   */
  const wrongPasswords = async (username: string, from: 'one address' | 'many addresses') => {
    const one = `198.51.100.${(address += 1)}`;
    const answers = [];
    for (let i = 0; i <= app.accountRules.bruteForce.failureFactor; i += 1) {
      const remoteAddress = from === 'one address' ? one : `198.51.100.${(address += 1)}`;
      answers.push(seen(await signIn(app, username, 'Wr0ngGuess1', { remoteAddress })));
    }
    return answers;
  };

  it("answers an unknown name's wrong passwords from one address exactly as a known name's, the lock and its wait included", async () => {
    const known = await wrongPasswords('known.name@clinic.example.org', 'one address');
    const unknown = await wrongPasswords('no.such.name@clinic.example.org', 'one address');
    expect(known.at(-1)).toEqual({ status: 403, messageId: 'signIn.locked', retryAfter: true });
    expect(unknown).toEqual(known);
  });

  it("answers an unknown name's wrong passwords from many addresses exactly as a known name's, the captcha included", async () => {
    const known = await wrongPasswords('known.twice@clinic.example.org', 'many addresses');
    const unknown = await wrongPasswords('no.such.twice@clinic.example.org', 'many addresses');
    expect(known.at(-1)).toEqual({ status: 403, messageId: 'signIn.captchaRequired', retryAfter: false });
    expect(unknown).toEqual(known);
  });

  it('counts an unknown name however it is written, as accounts are matched', async () => {
    const answers = await wrongPasswords('Another.Unknown@Clinic.example.org ', 'one address');
    const again = seen(await signIn(app, 'another.unknown@clinic.example.org', 'Wr0ngGuess1', { remoteAddress: `198.51.100.${address}` }));
    expect(answers.at(-1)?.messageId).toBe('signIn.locked');
    expect(again.messageId).toBe('signIn.locked');
  });

  it('keeps no typed name in the database, only its hash', async () => {
    const rows = await app.db.query<{ name_hash: string }>('SELECT subject_hash AS name_hash FROM sign_in_source_failures');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => !row.name_hash.includes('@'))).toBe(true);
  });

  it('still lets the right password of a real account in once its name is no longer locked', async () => {
    await insertUser(app.db, { username: 'fine.user@clinic.example.org' });
    expect((await signIn(app, 'fine.user@clinic.example.org', TEST_PASSWORD, { remoteAddress: '198.51.100.251' })).statusCode).toBe(200);
  });
});
