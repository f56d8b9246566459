// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { normalizeCaptcha } from '../../../src/server/security/captcha-image.js';
import { hashToken } from '../../../src/server/security/tokens.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { insertUser, signIn, TEST_PASSWORD } from '../user-session/session-fixtures.js';

/** The text the test gives the challenge it was shown: the image itself is for people. */
const KNOWN_TEXT = 'AB12C';
const ATTACKERS = 50;

describe('a stranger who knows only a username cannot keep its owner out (issue 22 item 4)', { timeout: 120_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app.close());
  // The per-address budget is a different defence: each test starts with it fresh.
  beforeEach(() => app.db.query('DELETE FROM rate_counters'));

  /** Fetches a sign-in captcha as the browser does; answers the challenge cookie, its text set to KNOWN_TEXT. */
  const captchaFor = async (remoteAddress: string) => {
    const image = await app.inject({ method: 'GET', url: '/api/user/login/captcha', headers: STATIC_HEADER, remoteAddress });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const cookie = image.cookies.find((item) => item.name === 'portal_sign_in_captcha');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user/login' });
    await app.db.query('UPDATE sign_in_captchas SET text_hash = $2 WHERE challenge_hash = $1', [hashToken(cookie?.value ?? ''), hashToken(normalizeCaptcha(KNOWN_TEXT))]);
    return `portal_sign_in_captcha=${cookie?.value}`;
  };
  /** Signs in with a captcha's text and the challenge cookie it answers. */
  const signInWithCaptcha = (userName: string, captcha: string, cookie: string | undefined, remoteAddress: string, password = TEST_PASSWORD) =>
    app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { ...STATIC_HEADER, ...(cookie ? { cookie } : {}) },
      remoteAddress,
      payload: { userName, password, captchaText: captcha },
    });
  const attack = (userName: string, addressOf: (index: number) => string) =>
    Promise.all(Array.from({ length: ATTACKERS }, (_, index) => signIn(app, userName, `Wr0ngGuess${index}`, { remoteAddress: addressOf(index) })));

  it('an attacker at 50 parallel tries from one address locks out that address; the owner signs in from another with the captcha', async () => {
    await insertUser(app.db, { username: 'owner.one@clinic.example.org' });
    const answers = await attack('owner.one@clinic.example.org', () => '203.0.113.9');
    expect(answers.some((answer) => answer.json().errors?.[0]?.messageId === 'signIn.locked')).toBe(true);
    expect(answers.every((answer) => answer.statusCode !== 200)).toBe(true);

    const owner = '192.0.2.10';
    const asked = await signIn(app, 'owner.one@clinic.example.org', TEST_PASSWORD, { remoteAddress: owner });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().errors[0]).toMatchObject({ path: '/captchaText', messageId: 'signIn.captchaRequired' });
    // Refused means refused: no sign-in was recorded behind the answer.
    const successes = () => app.db.query("SELECT id FROM audit_events WHERE username = 'owner.one@clinic.example.org' AND event = 'signIn' AND outcome = 'success'");
    expect(await successes()).toHaveLength(0);
    const inside = await signInWithCaptcha('owner.one@clinic.example.org', KNOWN_TEXT.toLowerCase(), await captchaFor(owner), owner);
    expect(inside.statusCode).toBe(200);
    expect(inside.cookies.some((cookie) => cookie.name === 'portal_session')).toBe(true);
    expect(await successes()).toHaveLength(1);
    // The attacker's address stays locked out, the right password included (its address budget aside).
    await app.db.query('DELETE FROM rate_counters');
    expect((await signIn(app, 'owner.one@clinic.example.org', TEST_PASSWORD, { remoteAddress: '203.0.113.9' })).json().errors[0].messageId).toBe('signIn.locked');
  });

  it('an attacker at 50 parallel tries from 50 addresses gets the captcha; the owner signs in with it', async () => {
    await insertUser(app.db, { username: 'owner.many@clinic.example.org' });
    const answers = await attack('owner.many@clinic.example.org', (index) => `198.51.100.${index + 1}`);
    expect(answers.every((answer) => answer.statusCode !== 200)).toBe(true);
    const owner = '192.0.2.11';
    const inside = await signInWithCaptcha('owner.many@clinic.example.org', KNOWN_TEXT, await captchaFor(owner), owner);
    expect(inside.statusCode).toBe(200);
  });

  it('spends a captcha at its first check: a wrong text says "Text does not match", and the same challenge never serves twice', async () => {
    await insertUser(app.db, { username: 'owner.typo@clinic.example.org' });
    await attack('owner.typo@clinic.example.org', (index) => `198.51.101.${index + 1}`);
    const owner = '192.0.2.12';
    const cookie = await captchaFor(owner);
    const typo = await signInWithCaptcha('owner.typo@clinic.example.org', 'ZZZZZ', cookie, owner);
    expect(typo.statusCode).toBe(400);
    expect(typo.json().errors[0]).toMatchObject({ path: '/captchaText', messageId: 'accountAccess.captcha.mismatch' });
    expect((await signInWithCaptcha('owner.typo@clinic.example.org', KNOWN_TEXT, cookie, owner)).json().errors[0].messageId).toBe('accountAccess.captcha.mismatch');
    expect((await signInWithCaptcha('owner.typo@clinic.example.org', KNOWN_TEXT, undefined, owner)).json().errors[0].messageId).toBe('accountAccess.captcha.mismatch');
    expect((await signInWithCaptcha('owner.typo@clinic.example.org', KNOWN_TEXT, await captchaFor(owner), owner)).statusCode).toBe(200);
  });

  it("keeps the account under attack after its owner signs in: a stranger's next guess still needs the captcha", async () => {
    await insertUser(app.db, { username: 'owner.stays@clinic.example.org' });
    await attack('owner.stays@clinic.example.org', (index) => `198.51.102.${index + 1}`);
    expect((await signInWithCaptcha('owner.stays@clinic.example.org', KNOWN_TEXT, await captchaFor('192.0.2.13'), '192.0.2.13')).statusCode).toBe(200);
    const stranger = await signIn(app, 'owner.stays@clinic.example.org', 'Wr0ngGuess', { remoteAddress: '198.51.103.1' });
    expect(stranger.json().errors[0].messageId).toBe('signIn.captchaRequired');
  });

  it('never lets a right password race past the captcha: once under attack, a guess without it opens no session', async () => {
    await insertUser(app.db, { username: 'owner.race@clinic.example.org' });
    const guesses = Array.from({ length: ATTACKERS }, (_, index) =>
      signIn(app, 'owner.race@clinic.example.org', index === ATTACKERS - 1 ? TEST_PASSWORD : `Wr0ngGuess${index}`, { remoteAddress: `198.51.104.${index + 1}` }),
    );
    const answers = await Promise.all(guesses);
    const right = answers.at(-1);
    // Either it came before the attack began (in), or it is asked for the captcha: never told the password was right otherwise.
    expect([200, 403]).toContain(right?.statusCode);
    if (right?.statusCode === 403) expect(right.json().errors[0].messageId).toBe('signIn.captchaRequired');
  });
});
