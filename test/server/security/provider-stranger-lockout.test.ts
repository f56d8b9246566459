// @vitest-environment node
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { normalizeCaptcha } from '../../../src/server/security/captcha-image.js';
import { hashToken } from '../../../src/server/security/tokens.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { externalUser, lastMail, registerActiveUser, registerUser } from '../identity-provider/support.js';
import { insertUser, signIn } from '../user-session/session-fixtures.js';

/** The text the test gives a challenge it was shown: the image itself is for people. */
const KNOWN_TEXT = 'AB12C';
const ATTACKERS = 50;
/** The owner's browser and the stranger's: other loopback addresses, as two machines would be. */
const OWNER = '127.0.0.2';
const STRANGER = '127.0.0.3';
const PASSWORD = externalUser('any').password;

/** The cookie a reply set, as a browser would send it back. */
const cookieOf = (response: LightMyRequestResponse, name: string): string => {
  const cookie = response.cookies.find((item) => item.name === name);
  if (!cookie) throw new Error(`no ${name} cookie`);
  return `${name}=${cookie.value}`;
};

describe('a stranger cannot keep the owner of an identity provider user out (issue 22 item 4)', { timeout: 180_000 }, () => {
  let app: FastifyInstance;
  let n = 0;
  const next = () => `stranger${(n += 1)}`;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app.close());
  // The per-address budgets are a different defence: each test starts with them fresh.
  beforeEach(() => app.db.query('DELETE FROM rate_counters'));

  /** Fetches a captcha image as the browser does; answers its challenge cookie, its text set to KNOWN_TEXT. */
  const captcha = async (url: string, cookieName: string, remoteAddress: string) => {
    const image = await app.inject({ method: 'GET', url, headers: STATIC_HEADER, remoteAddress });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const cookie = cookieOf(image, cookieName);
    await app.db.query('UPDATE sign_in_captchas SET text_hash = $2 WHERE challenge_hash = $1', [hashToken(cookie.split('=')[1] ?? ''), hashToken(normalizeCaptcha(KNOWN_TEXT))]);
    return cookie;
  };
  const providerCaptcha = (remoteAddress: string) => captcha('/api/authentication/captcha', 'portal_provider_captcha', remoteAddress);

  /** A provider user linked to a portal account of the same name, as the multi-factor variant leaves it. */
  const linkedAccount = async () => {
    const user = await registerActiveUser(app, next());
    const id = await insertUser(app.db, { username: user.email });
    await app.db.query('UPDATE users SET okta_user_id = $2, password_hash = NULL WHERE id = $1', [id, user.id]);
    return user;
  };
  const change = (id: string, currentPassword: string, remoteAddress: string, extra: { cookie?: string; captchaText?: string } = {}) =>
    app.inject({
      method: 'PUT',
      url: `/api/authentication/${id}/changepassword`,
      headers: { ...STATIC_HEADER, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
      remoteAddress,
      payload: { currentPassword, newPassword: 'Green#Hill8', ...(extra.captchaText ? { captchaText: extra.captchaText } : {}) },
    });
  const messageOf = (response: LightMyRequestResponse) => response.json().errors?.[0]?.messageId;

  describe('passwords: its sign-in through the portal and its password change', () => {
    it('50 parallel wrong passwords from one address lock out that address; the owner signs in from another with the captcha', async () => {
      const user = await linkedAccount();
      const answers = await Promise.all(Array.from({ length: ATTACKERS }, (_, index) => signIn(app, user.email, `Wr0ng#Guess${index}`, { remoteAddress: STRANGER })));
      expect(answers.every((answer) => answer.statusCode !== 200)).toBe(true);
      expect(answers.some((answer) => messageOf(answer) === 'signIn.locked')).toBe(true);
      await app.db.query('DELETE FROM rate_counters');
      const strangerAgain = await signIn(app, user.email, PASSWORD, { remoteAddress: STRANGER });
      expect(messageOf(strangerAgain)).toBe('signIn.locked');
      expect(Number(strangerAgain.headers['retry-after'])).toBeGreaterThan(0);

      const asked = await signIn(app, user.email, PASSWORD, { remoteAddress: OWNER });
      expect(asked.statusCode).toBe(403);
      expect(asked.json().errors[0]).toMatchObject({ path: '/captchaText', messageId: 'signIn.captchaRequired' });
      const cookie = await captcha('/api/user/login/captcha', 'portal_sign_in_captcha', OWNER);
      const inside = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { ...STATIC_HEADER, cookie },
        remoteAddress: OWNER,
        payload: { userName: user.email, password: PASSWORD, captchaText: KNOWN_TEXT },
      });
      expect(inside.statusCode).toBe(200);
      expect(inside.cookies.some((item) => item.name === 'portal_session')).toBe(true);
    });

    it('50 parallel wrong current passwords from one address lock out that address with Retry-After; the owner changes the password from another with the captcha', async () => {
      const user = await registerActiveUser(app, next());
      const answers = await Promise.all(Array.from({ length: ATTACKERS }, (_, index) => change(user.id, `Wr0ng#Guess${index}`, STRANGER)));
      expect(answers.every((answer) => answer.statusCode !== 200)).toBe(true);
      await app.db.query('DELETE FROM rate_counters');
      const strangerAgain = await change(user.id, PASSWORD, STRANGER);
      expect(strangerAgain.statusCode).toBe(423);
      expect(strangerAgain.json().errors[0].message).toBe('Account is Locked');
      expect(Number(strangerAgain.headers['retry-after'])).toBeGreaterThan(0);

      const asked = await change(user.id, PASSWORD, OWNER);
      expect(asked.statusCode).toBe(403);
      expect(asked.json().errors[0]).toMatchObject({ path: '/captchaText', messageId: 'identityProvider.captchaRequired' });
      const typo = await change(user.id, PASSWORD, OWNER, { cookie: await providerCaptcha(OWNER), captchaText: 'ZZZZZ' });
      expect(typo.statusCode).toBe(400);
      expect(messageOf(typo)).toBe('accountAccess.captcha.mismatch');
      const changed = await change(user.id, PASSWORD, OWNER, { cookie: await providerCaptcha(OWNER), captchaText: KNOWN_TEXT });
      expect(changed.statusCode).toBe(200);
      // A new password ends the attack and every source's lock: the stranger's guesses are worth nothing now.
      expect((await change(user.id, 'Green#Hill8', STRANGER)).statusCode).toBe(400);
    });

    it('50 parallel wrong current passwords from 50 addresses only ask for the captcha; the owner changes the password with it', async () => {
      const user = await registerActiveUser(app, next());
      const answers = await Promise.all(Array.from({ length: ATTACKERS }, (_, index) => change(user.id, `Wr0ng#Guess${index}`, `198.51.100.${index + 1}`)));
      expect(answers.every((answer) => answer.statusCode === 400 || answer.statusCode === 403)).toBe(true);
      expect(answers.filter((answer) => answer.statusCode === 400).length).toBe(app.accountRules.bruteForce.failureFactor);
      const changed = await change(user.id, PASSWORD, OWNER, { cookie: await providerCaptcha(OWNER), captchaText: KNOWN_TEXT });
      expect(changed.statusCode).toBe(200);
    });
  });

  describe('one-time codes', () => {
    const requestCode = (id: string, remoteAddress: string, cookie?: string, captchaText?: string) =>
      app.inject({
        method: 'GET',
        url: `/api/authentication/${id}/emailotp${captchaText ? `?captchaText=${captchaText}` : ''}`,
        headers: { ...STATIC_HEADER, ...(cookie ? { cookie } : {}) },
        remoteAddress,
      });
    const tryCode = (id: string, code: string, remoteAddress: string, cookie?: string) =>
      app.inject({ method: 'GET', url: `/api/authentication/${id}/verifyemailotp/${code}`, headers: { ...STATIC_HEADER, ...(cookie ? { cookie } : {}) }, remoteAddress });
    const mailedCode = async (email: string) => /verification code is (\d{6})/.exec(await lastMail(app, email, 'oneTimeCode'))?.[1] as string;
    /** Asks for a code as a browser does; answers the code mailed and the browser's challenge cookie. */
    const ownerAsks = async (user: { id: string; email: string }, cookie?: string) => {
      const sent = await requestCode(user.id, OWNER, cookie);
      expect(sent.statusCode).toBe(200);
      const challenge = cookieOf(sent, 'portal_code_challenge');
      expect(sent.cookies.find((item) => item.name === 'portal_code_challenge')).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
      return { code: await mailedCode(user.email), cookie: challenge };
    };

    it("a stranger's requests and resends never void the owner's pending code, nor can the stranger try it", async () => {
      const user = await registerUser(app, next());
      const owner = await ownerAsks(user);
      let strangerCookie: string | undefined;
      for (let i = 0; i < 3; i += 1) {
        const sent = await requestCode(user.id, STRANGER, strangerCookie);
        expect(sent.statusCode).toBe(200);
        strangerCookie = cookieOf(sent, 'portal_code_challenge');
      }
      // The owner's code typed in the stranger's browser, or in none, is no code of theirs.
      expect(messageOf(await tryCode(user.id, owner.code, STRANGER, strangerCookie))).toBe('identityProvider.code.mismatch');
      expect(messageOf(await tryCode(user.id, owner.code, STRANGER))).toBe('identityProvider.code.mismatch');
      const verified = await tryCode(user.id, owner.code, OWNER, owner.cookie);
      expect(verified.statusCode).toBe(200);
    });

    it("a stranger spending the codes budget from one address gets 429; the owner, past the account's budget, gets a code with a captcha", async () => {
      const user = await registerUser(app, next());
      const budget = app.accountRules.rateLimits.codes.max;
      const stranger = [];
      for (let i = 0; i <= budget; i += 1) stranger.push(await requestCode(user.id, STRANGER));
      expect(stranger.slice(0, budget).every((answer) => answer.statusCode === 200)).toBe(true);
      expect(stranger[budget]?.statusCode).toBe(429);
      expect(Number(stranger[budget]?.headers['retry-after'])).toBeGreaterThan(0);
      // A stranger's tries do not spend the owner's either.
      for (let i = 0; i <= budget; i += 1) await tryCode(user.id, '000000', STRANGER);

      const asked = await requestCode(user.id, OWNER);
      expect(asked.statusCode).toBe(403);
      expect(asked.json().errors[0]).toMatchObject({ path: '/captchaText', messageId: 'identityProvider.code.captchaRequired' });
      const captchaCookie = await providerCaptcha(OWNER);
      const sent = await requestCode(user.id, OWNER, captchaCookie, KNOWN_TEXT);
      expect(sent.statusCode).toBe(200);
      const code = await mailedCode(user.email);
      expect((await tryCode(user.id, code, OWNER, cookieOf(sent, 'portal_code_challenge'))).statusCode).toBe(200);
    });

    it('keeps guessing bounded: a code allows its tries only, then is locked', async () => {
      const user = await registerUser(app, next());
      const owner = await ownerAsks(user);
      const wrong = owner.code === '000000' ? '000001' : '000000';
      for (let i = 0; i < app.accountRules.oneTimeCodeMaxAttempts; i += 1) expect(messageOf(await tryCode(user.id, wrong, OWNER, owner.cookie))).toBe('identityProvider.code.mismatch');
      expect(messageOf(await tryCode(user.id, owner.code, OWNER, owner.cookie))).toBe('identityProvider.code.locked');
    });
  });
});
