// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../../src/server/security/tokens.js';
import { buildTestApp } from '../helper.js';
import { answer, answerOf, call, insertAccount, lookUp } from './accounts.js';
import { rule, text } from '../../support/rules.js';

/** The message id of an answer check: its first refusal, or the first wrong answer's. */
function verdictOf(body: { errors?: { messageId: string }[]; result?: { messageId?: string }[] }): string {
  return body.errors?.[0]?.messageId ?? body.result?.find((item) => item.messageId)?.messageId ?? 'none';
}

describe('account access step 1 and 2: look-up, security answers, captcha', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    await insertAccount(app, { username: 'pat.lee@clinic.example.org', firstName: 'Pat', lastName: 'Lee' });
    await insertAccount(app, { username: 'twin.one@clinic.example.org', firstName: 'Sam', lastName: 'Twin', email: 'twins@clinic.example.org' });
    await insertAccount(app, { username: 'twin.two@clinic.example.org', firstName: 'Sam', lastName: 'Twin', email: 'twins@clinic.example.org' });
    for (const status of [2, 3, 4, 5, 6, 7, 8]) await insertAccount(app, { username: `status${status}@clinic.example.org`, accountStatus: status });
    await insertAccount(app, { username: 'staff@internal.example.com', isInternal: true });
    await insertAccount(app, { username: 'captcha@clinic.example.org' });
    await insertAccount(app, { username: 'parallel@clinic.example.org' });
  }, 60_000);
  afterAll(() => app.close());
  // Each test starts with fresh per-address limits: the answer check allows only a few calls per client.
  beforeEach(async () => {
    await app.db.query('DELETE FROM rate_counters');
  });

  it('refuses every call of the area without the static header with 403', async () => {
    for (const [method, url] of [
      ['POST', '/api/user/find'],
      ['POST', '/api/user/securityanswers'],
      ['POST', '/api/user/securityanswers/validate'],
      ['GET', '/api/user/captcha?userToken=x'],
      ['POST', '/api/user/persistcaptcha/validate'],
      ['PUT', '/api/user/persistcaptcha/update'],
      ['POST', '/api/user/resetpassword'],
      ['POST', '/api/user/username'],
      ['POST', '/api/user/usernametoken'],
      ['POST', '/api/user/usernameusingusertoken'],
      ['POST', '/api/user/getuserinfofromToken'],
      ['POST', '/api/user/getOktaUserEmailKey'],
      ['POST', '/api/user/changepassword'],
      ['POST', '/api/user/changepasswordtoken'],
      ['POST', '/api/user/accountstatus'],
      ['POST', '/api/user/persistcarelonid'],
      ['POST', '/api/user/updatemigrationstatus'],
      ['POST', '/api/user/updateuserstatus'],
      ['POST', '/api/user/findOktaUser'],
      ['POST', '/api/user/resetoktapassword'],
      ['GET', '/api/utility/decryptemailkey?data=x'],
    ] as const) {
      const response = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().errors[0].messageId).toBe('request.forbidden');
    }
  });

  it('finds one active account by name and e-mail whatever the case, with a userToken but nothing else about it', async () => {
    const response = await call(app, 'POST', '/api/user/find', { firstName: 'PAT', lastName: 'lee', userName: '', emailAddress: 'Pat.Lee@Clinic.Example.org' });
    expect(response.statusCode).toBe(200);
    const [item] = response.json().result;
    expect(item).toMatchObject({ userExist: true, user: { status: 1 }, passwordResetAvailable: true });
    expect(item.userToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(item).sort()).toEqual(['emailKey', 'passwordResetAvailable', 'user', 'userExist', 'userToken']);
    const stored = await app.db.query('SELECT purpose FROM tokens WHERE token_hash = $1', [hashToken(item.userToken)]);
    expect(stored).toEqual([{ purpose: 'lookup' }]);
  });

  it('finds an account by username and e-mail', async () => {
    const response = await call(app, 'POST', '/api/user/find', { userName: 'PAT.LEE@clinic.example.org', emailAddress: 'pat.lee@clinic.example.org' });
    expect(response.json().result[0]).toMatchObject({ userExist: true, user: { status: 1 } });
  });

  it('answers the spec texts when nothing matches, naming name or username as used', async () => {
    const byName = await call(app, 'POST', '/api/user/find', { firstName: 'No', lastName: 'Body', emailAddress: 'pat.lee@clinic.example.org' });
    expect(byName.statusCode).toBe(404);
    expect(byName.json().errors.map((e: { message: string }) => e.message)).toEqual([
      text('accountAccess.find.noMatch'),
      text('accountAccess.find.nameEmailNoMatch'),
    ]);
    const byUsername = await call(app, 'POST', '/api/user/find', { userName: 'pat.lee@clinic.example.org', emailAddress: 'other@clinic.example.org' });
    expect(byUsername.json().errors[1]).toMatchObject({ path: '/emailAddress', message: text('accountAccess.find.usernameEmailNoMatch') });
  });

  it('answers status 8 without ids or tokens when several accounts match', async () => {
    const response = await call(app, 'POST', '/api/user/find', { firstName: 'Sam', lastName: 'Twin', emailAddress: 'twins@clinic.example.org' });
    expect(response.json().result).toEqual([
      expect.objectContaining({ userExist: true, user: { status: 8 }, messageId: 'accountAccess.find.multipleByName' }),
    ]);
    expect(response.json().result[0].userToken).toBeUndefined();
  });

  it('answers the status code and its message, and no token, for accounts that cannot go on', async () => {
    const expected: Record<number, string> = {
      2: 'accountAccess.status.pendingEmail',
      3: 'accountAccess.status.underReview',
      4: 'accountAccess.status.contactSupport',
      5: 'accountAccess.status.disabled',
      6: 'accountAccess.status.disabled',
      7: 'accountAccess.status.contactSupport',
      8: 'accountAccess.find.multiple',
    };
    for (const [status, messageId] of Object.entries(expected)) {
      const email = `status${status}@clinic.example.org`;
      const item = (await call(app, 'POST', '/api/user/find', { userName: email, emailAddress: email })).json().result[0];
      expect(item, status).toMatchObject({ userExist: true, user: { status: Number(status) }, messageId });
      expect(item.userToken).toBeUndefined();
    }
    const disabled = (await call(app, 'POST', '/api/user/find', { userName: 'status5@clinic.example.org', emailAddress: 'status5@clinic.example.org' })).json();
    expect(disabled.result[0].message).toBe(text('accountAccess.status.disabled'));
  });

  it('says an internal account cannot reset its password here', async () => {
    const email = 'staff@internal.example.com';
    const item = (await call(app, 'POST', '/api/user/find', { userName: email, emailAddress: email })).json().result[0];
    expect(item).toMatchObject({ passwordResetAvailable: false, messageId: 'accountAccess.reset.internal' });
    expect(item.message).toMatch(/^PASSWORD RESET NOT AVAILABLE/);
  });

  it('rejects malformed look-ups with field errors from the catalogue', async () => {
    const noName = await call(app, 'POST', '/api/user/find', { userName: '', emailAddress: 'pat.lee@clinic.example.org' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: '/firstName', messageId: 'field.required' })]),
    );
    const shortName = await call(app, 'POST', '/api/user/find', { firstName: 'P', lastName: 'Lee', emailAddress: 'pat.lee@clinic.example.org' });
    expect(shortName.json().errors[0]).toMatchObject({ path: '/firstName', message: text('field.lengthBetween', { caption: 'caption.firstName', minLength: rule<number>('schemas/defs/person-name.json', '/minLength'), maxLength: rule<number>('schemas/defs/person-name.json', '/maxLength') }) });
    const shortUser = await call(app, 'POST', '/api/user/find', { userName: 'abc', emailAddress: 'pat.lee@clinic.example.org' });
    expect(shortUser.json().errors[0]).toMatchObject({ path: '/userName', message: text('field.minLength', { caption: 'caption.username', minLength: rule<number>('schemas/defs/forgotten-username.json', '/minLength') }) });
    const badEmail = await call(app, 'POST', '/api/user/find', { userName: 'pat.lee', emailAddress: 'pat' });
    expect(badEmail.json().errors[0]).toMatchObject({ path: '/emailAddress', message: text('field.lengthBetween', { caption: 'caption.emailAddress', minLength: rule<number>('schemas/defs/email.json', '/minLength'), maxLength: rule<number>('schemas/defs/email.json', '/maxLength') }) });
  });

  it('limits look-ups per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      statuses.push((await call(app, 'POST', '/api/user/find', { firstName: 'No', lastName: 'Body', emailAddress: 'x@clinic.example.org' }, { ip: '10.9.9.9' })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('writes look-ups to the audit without the data typed', async () => {
    const rows = await app.db.query<{ event: string; outcome: string; detail: unknown }>("SELECT event, outcome, detail FROM audit_events WHERE event = 'access.lookup'");
    expect(rows.map((row) => row.outcome)).toEqual(expect.arrayContaining(['status-1', 'no-match', 'multiple']));
    expect(JSON.stringify(rows)).not.toContain('clinic.example.org');
  });

  it('asks two of the account questions, the same two on every reload of one token', async () => {
    const { userToken } = await lookUp(app, 'pat.lee@clinic.example.org');
    const first = await call(app, 'POST', '/api/user/securityanswers', { userToken });
    expect(first.statusCode).toBe(200);
    expect(first.json().questions).toHaveLength(2);
    expect(first.json().questions[0]).toEqual({ index: 1, questionId: expect.any(Number), questionText: expect.any(String) });
    const again = await call(app, 'POST', '/api/user/securityanswers', { userToken });
    expect(again.json()).toEqual(first.json());
  });

  it('accepts right answers (case and spacing aside) and answers a token for step 3, once', async () => {
    const { userToken } = await lookUp(app, 'pat.lee@clinic.example.org');
    const questions = (await call(app, 'POST', '/api/user/securityanswers', { userToken })).json().questions as { index: number; questionId: number }[];
    const payload = {
      criteria: questions.map((question) => ({
        userToken,
        index: question.index,
        questionId: question.questionId,
        answerText: `  ${answerOf(question.questionId).toUpperCase().replace(' ', '   ')} `,
        accountResetTypeId: 1,
      })),
    };
    const response = await call(app, 'POST', '/api/user/securityanswers/validate', payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: [{ index: 1, valid: true }, { index: 2, valid: true }], accountResetTypeId: 1 });
    expect(response.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The look-up token is spent: the same answers again are refused.
    const replay = await call(app, 'POST', '/api/user/securityanswers/validate', payload);
    expect(replay.json().errors[0].messageId).toBe('accountAccess.token.invalid');
  });

  it('says "ANSWER does not match" on the wrong answer', async () => {
    const { userToken } = await lookUp(app, 'pat.lee@clinic.example.org');
    const response = await answer(app, userToken, 1, { wrong: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual([
      expect.objectContaining({ index: 1, valid: false, message: text('accountAccess.answer.mismatch') }),
      expect.objectContaining({ index: 2, valid: false, message: text('accountAccess.answer.mismatch') }),
    ]);
  });

  it('refuses answers longer than 30 characters and empty ones', async () => {
    const { userToken } = await lookUp(app, 'pat.lee@clinic.example.org');
    const criteria = (answerText: string) => [{ userToken, index: 1, questionId: 901, answerText, accountResetTypeId: 1 }];
    const long = await call(app, 'POST', '/api/user/securityanswers/validate', { criteria: criteria('a'.repeat(31)) });
    expect(long.json().errors[0]).toMatchObject({ path: '/criteria/0/answerText', messageId: 'field.maxLength' });
    const empty = await call(app, 'POST', '/api/user/securityanswers/validate', { criteria: criteria('') });
    expect(empty.json().errors[0]).toMatchObject({ path: '/criteria/0/answerText', messageId: 'field.required' });
  });

  it('refuses tampered, expired and superseded user tokens', async () => {
    const { userToken } = await lookUp(app, 'pat.lee@clinic.example.org');
    const tampered = await call(app, 'POST', '/api/user/securityanswers', { userToken: `${userToken.slice(0, -1)}A` === userToken ? `${userToken.slice(0, -1)}B` : `${userToken.slice(0, -1)}A` });
    expect(tampered.json().errors[0]).toMatchObject({ path: '/userToken', messageId: 'accountAccess.token.invalid' });
    const newer = await lookUp(app, 'pat.lee@clinic.example.org');
    const superseded = await call(app, 'POST', '/api/user/securityanswers', { userToken });
    expect(superseded.statusCode).toBe(400);
    await app.db.query("UPDATE tokens SET expires_at = now() - interval '1 minute' WHERE token_hash = $1", [hashToken(newer.userToken)]);
    const expired = await call(app, 'POST', '/api/user/securityanswers', { userToken: newer.userToken });
    expect(expired.statusCode).toBe(400);
  });

  it('shows the captcha after 3 wrong answers, requires its text, and clears the flag on success', async () => {
    const username = 'captcha@clinic.example.org';
    const { userToken } = await lookUp(app, username);
    for (let i = 0; i < 3; i++) {
      expect((await call(app, 'POST', '/api/user/persistcaptcha/validate', { userToken })).json()).toEqual({ success: false });
      await answer(app, userToken, 1, { wrong: true });
    }
    expect((await call(app, 'POST', '/api/user/persistcaptcha/validate', { userToken })).json()).toEqual({ success: true });
    expect((await call(app, 'POST', '/api/user/securityanswers', { userToken })).json().displayCaptcha).toBe(true);

    // Right answers without the captcha text are refused.
    const missing = await answer(app, userToken, 1);
    expect(missing.json().errors[0]).toMatchObject({ path: '/tokenResponse', messageId: 'accountAccess.captcha.required' });

    const image = await call(app, 'GET', `/api/user/captcha?userToken=${userToken}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const wrong = await answer(app, userToken, 1, { tokenResponse: 'ZZZZZ' });
    expect(wrong.json().errors[0]).toMatchObject({ path: '/tokenResponse', message: text('accountAccess.captcha.mismatch') });
    const short = await answer(app, userToken, 1, { tokenResponse: 'ABCD' });
    expect(short.json().errors[0]).toMatchObject({ path: '/tokenResponse', message: text('field.lengthExact', { caption: 'caption.captchaText', maxLength: rule<number>('schemas/defs/captcha.json', '/maxLength') }) });

    // The right text: we cannot read the image, so put a known text's hash where the server keeps it.
    await call(app, 'GET', `/api/user/captcha?userToken=${userToken}`);
    await app.db.query('UPDATE recovery_flows SET captcha_hash = $2 WHERE token_id = (SELECT id FROM tokens WHERE token_hash = $1)', [hashToken(userToken), hashToken('AB12C')]);
    const ok = await answer(app, userToken, 1, { tokenResponse: 'ab12c' });
    expect(ok.statusCode).toBe(200);
    const [user] = await app.db.query<{ display_captcha: boolean; wrong_answer_count: number }>('SELECT display_captcha, wrong_answer_count FROM users WHERE username = $1', [username]);
    expect(user).toEqual({ display_captcha: false, wrong_answer_count: 0 });
  });

  it('uses a captcha text once only', async () => {
    const username = 'captcha@clinic.example.org';
    const { userToken } = await lookUp(app, username);
    await app.db.query('UPDATE users SET display_captcha = true, wrong_answer_count = 3 WHERE username = $1', [username]);
    await call(app, 'GET', `/api/user/captcha?userToken=${userToken}`);
    await app.db.query('UPDATE recovery_flows SET captcha_hash = $2 WHERE token_id = (SELECT id FROM tokens WHERE token_hash = $1)', [hashToken(userToken), hashToken('AB12C')]);
    await answer(app, userToken, 1, { wrong: true, tokenResponse: 'AB12C' });
    const reused = await answer(app, userToken, 1, { tokenResponse: 'AB12C' });
    expect(reused.json().errors[0].messageId).toBe('accountAccess.captcha.mismatch');
  });

  it('judges at most 3 of 30 parallel wrong submissions and asks the rest for the captcha', async () => {
    const username = 'parallel@clinic.example.org';
    const { userToken } = await lookUp(app, username);
    const questions = (await call(app, 'POST', '/api/user/securityanswers', { userToken })).json().questions as { index: number; questionId: number }[];
    const payload = (tokenResponse: string) => ({
      tokenResponse,
      criteria: questions.map((question) => ({ userToken, index: question.index, questionId: question.questionId, answerText: 'Wrong Answer', accountResetTypeId: 1 })),
    });
    // Different client addresses, so only the per-account threshold can hold them back.
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => call(app, 'POST', '/api/user/securityanswers/validate', payload(''), { ip: `10.7.0.${i + 1}` })));
    const messageIds = responses.map((response) => verdictOf(response.json()));
    const judged = messageIds.filter((id) => id === 'accountAccess.answer.mismatch').length;
    expect(judged).toBeLessThanOrEqual(3);
    expect(messageIds.filter((id) => id === 'accountAccess.captcha.required').length).toBe(30 - judged);
    const [user] = await app.db.query<{ display_captcha: boolean; wrong_answer_count: number }>('SELECT display_captcha, wrong_answer_count FROM users WHERE username = $1', [username]);
    expect(user).toEqual({ display_captcha: true, wrong_answer_count: 3 });

    // One solved captcha admits one check, however many requests carry its text at once.
    await call(app, 'GET', `/api/user/captcha?userToken=${userToken}`);
    await app.db.query('UPDATE recovery_flows SET captcha_hash = $2 WHERE token_id = (SELECT id FROM tokens WHERE token_hash = $1)', [hashToken(userToken), hashToken('AB12C')]);
    const solved = await Promise.all(Array.from({ length: 5 }, (_, i) => call(app, 'POST', '/api/user/securityanswers/validate', payload('AB12C'), { ip: `10.7.1.${i + 1}` })));
    const solvedIds = solved.map((response) => verdictOf(response.json()));
    expect(solvedIds.filter((id) => id === 'accountAccess.answer.mismatch')).toHaveLength(1);
    expect(solvedIds.filter((id) => id === 'accountAccess.captcha.mismatch')).toHaveLength(4);
  });

  it('limits answer checks per client address', async () => {
    const { userToken } = await lookUp(app, 'pat.lee@clinic.example.org');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const criteria = [{ userToken, index: 1, questionId: 901, answerText: 'Wrong', accountResetTypeId: 1 }];
      statuses.push((await call(app, 'POST', '/api/user/securityanswers/validate', { criteria }, { ip: '10.8.8.8' })).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    await app.db.query("UPDATE users SET display_captcha = false, wrong_answer_count = 0 WHERE username = 'pat.lee@clinic.example.org'");
  });

  it('persists the captcha flag on request but will not clear it while the wrong answers stand', async () => {
    const username = 'captcha@clinic.example.org';
    const { userToken } = await lookUp(app, username);
    const cleared = await call(app, 'PUT', '/api/user/persistcaptcha/update', { userToken, displayCaptcha: false });
    expect(cleared.json()).toEqual({ success: false, displayCaptcha: true });
    await app.db.query('UPDATE users SET display_captcha = false, wrong_answer_count = 0 WHERE username = $1', [username]);
    const set = await call(app, 'PUT', '/api/user/persistcaptcha/update', { userToken, displayCaptcha: true });
    expect(set.json()).toEqual({ success: true, displayCaptcha: true });
    const bad = await call(app, 'PUT', '/api/user/persistcaptcha/update', { userToken, displayCaptcha: 'yes' });
    expect(bad.json().errors[0]).toMatchObject({ path: '/displayCaptcha', messageId: 'field.invalid' });
  });

  it('stores only a hash of the captcha text', async () => {
    const { userToken } = await lookUp(app, 'pat.lee@clinic.example.org');
    await call(app, 'GET', `/api/user/captcha?userToken=${userToken}`);
    const [row] = await app.db.query<{ captcha_hash: string }>('SELECT captcha_hash FROM recovery_flows WHERE token_id = (SELECT id FROM tokens WHERE token_hash = $1)', [hashToken(userToken)]);
    expect(row?.captcha_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
