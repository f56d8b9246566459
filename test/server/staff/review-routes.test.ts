// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../../src/server/db/flow-tokens.js';
import { buildTestApp } from '../helper.js';
import { freshAddress, sessionHeaders, signIn, type TestSession } from '../user-session/session-fixtures.js';
import { adminSession, auditRows, insertStaffTestUser, mailsTo, staffCall } from './staff-fixtures.js';
import { text } from '../../support/rules.js';

describe('approving and rejecting a registration under review', () => {
  let app: FastifyInstance;
  let admin: { id: number; session: TestSession };
  let serial = 0;
  const registration = async (overrides: { accountStatus?: number } = {}) => {
    serial += 1;
    const username = `reviewed${serial}@clinic.example`;
    const id = await insertStaffTestUser(app, { username, firstName: 'Rita', lastName: `Review${serial}`, ...overrides });
    return { id, username };
  };
  const approve = (userId: unknown) => staffCall(app, admin.session, 'POST', '/api/staff/registrations/approve', { userId });
  const reject = (body: unknown) => staffCall(app, admin.session, 'POST', '/api/staff/registrations/reject', body);

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await adminSession(app);
  }, 60_000);
  afterAll(() => app.close());

  it('makes an approved account active, so it can sign in, and mails it the activation e-mail with the configured sign-in link', async () => {
    const { id, username } = await registration();
    expect((await signIn(app, username, undefined, { remoteAddress: freshAddress() })).json().errors[0].messageId).toBe('signIn.pendingReview');

    const answer = await approve(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, userId: id, accountStatus: 1, statusName: 'Active', messageId: 'staff.approved' });
    expect(answer.json().message).toContain(username);

    expect((await signIn(app, username, undefined, { remoteAddress: freshAddress() })).statusCode).toBe(200);
    const mails = await mailsTo(app, username);
    expect(mails.map((mail) => mail.template)).toEqual(['accountActivated']);
    expect(mails[0]?.text_body).toContain('Hello Rita,');
    expect(mails[0]?.text_body).toContain('\nhttps://portal.test/user/login\n');
  }, 30_000);

  it('voids every token the account held before a decision, approve or reject, so none can undo it', async () => {
    const live = async (userId: number) =>
      Number((await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tokens WHERE user_id = $1 AND used_at IS NULL AND voided_at IS NULL', [userId]))[0]?.n);
    for (const decide of [(id: number) => approve(id), (id: number) => reject({ userId: id, reason: 'Not a provider we serve' })]) {
      const { id } = await registration();
      await issueToken(app.db, id, 'lookup', 60);
      await issueToken(app.db, id, 'recovery', 60, { supersede: false, resetType: 3 });
      expect(await live(id)).toBe(2);
      expect((await decide(id)).statusCode).toBe(200);
      expect(await live(id)).toBe(0);
    }
  }, 30_000);

  it('builds the sign-in link from configuration, never from the Host header', async () => {
    const { id, username } = await registration();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/staff/registrations/approve',
      headers: { ...sessionHeaders(admin.session, true), host: 'evil.example' },
      payload: { userId: id },
    });
    expect(answer.statusCode).toBe(200);
    const [mail] = await mailsTo(app, username);
    expect(mail?.text_body).not.toContain('evil.example');
    expect(mail?.text_body).toContain('https://portal.test/user/login');
  });

  it('answers a second approval 409 with a catalogue message and sends no second e-mail', async () => {
    const { id, username } = await registration();
    expect((await approve(id)).statusCode).toBe(200);
    const again = await approve(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ path: '', messageId: 'staff.notUnderReview', params: { status: 'Active' } });
    expect(again.json().errors[0].message).toContain('no longer under review');
    expect(await mailsTo(app, username)).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous decisions through, with one e-mail', async () => {
    const { id, username } = await registration();
    const answers = await Promise.all([approve(id), reject({ userId: id, reason: 'Duplicate registration.' }), approve(id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await mailsTo(app, username)).toHaveLength(1);
    const decisions = [...(await auditRows(app, 'staff.approve', id)), ...(await auditRows(app, 'staff.reject', id))];
    expect(decisions.filter((row) => row.outcome === 'success')).toHaveLength(1);
    expect(decisions.filter((row) => row.outcome === 'conflict')).toHaveLength(2);
  });

  it('refuses to decide on an account that is not under review (409) or does not exist (404)', async () => {
    const pending = await registration({ accountStatus: 2 });
    const notReviewed = await approve(pending.id);
    expect(notReviewed.statusCode).toBe(409);
    expect(notReviewed.json().errors[0].params).toEqual({ status: text('caption.accountStatus.pendingEmail') });
    expect((await reject({ userId: pending.id, reason: 'No.' })).statusCode).toBe(409);
    expect(await mailsTo(app, pending.username)).toEqual([]);

    const unknown = await approve(987_654_321);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0]).toMatchObject({ path: '/userId', messageId: 'userConfig.unknownUser' });
  });

  it('needs a reason to reject: missing, empty or only white space answers 400 on the reason', async () => {
    const { id, username } = await registration();
    for (const body of [{ userId: id }, { userId: id, reason: '' }, { userId: id, reason: ' \n\t ' }]) {
      const answer = await reject(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errors).toEqual([expect.objectContaining({ path: '/reason', messageId: 'field.required', message: text('field.required', { caption: 'caption.rejectionReason' }) })]);
    }
    const tooLong = await reject({ userId: id, reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0]).toMatchObject({ path: '/reason', messageId: 'field.maxLength' });
    expect(await mailsTo(app, username)).toEqual([]);
  });

  it('disables a rejected account, mails it the trimmed reason with customer service, and sign-in then says the account is disabled', async () => {
    const { id, username } = await registration();
    const answer = await reject({ userId: id, reason: '  The NPI entered belongs to another practice.\n ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true, userId: id, accountStatus: 5, statusName: 'Disabled', messageId: 'staff.rejected' });

    const [mail] = await mailsTo(app, username);
    expect(mail?.template).toBe('accountRejected');
    expect(mail?.text_body).toContain('The reason our staff gave:\nThe NPI entered belongs to another practice.\n\n');
    expect(mail?.text_body).toContain(app.content.config.phone);
    expect(mail?.text_body).toContain(app.content.config.email);

    const refused = await signIn(app, username, undefined, { remoteAddress: freshAddress() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].messageId).toBe('signIn.disabled');
    const [row] = await app.db.query<{ rejection_reason: string; reviewed_by: string }>('SELECT rejection_reason, reviewed_by FROM users WHERE id = $1', [id]);
    expect(row).toEqual({ rejection_reason: 'The NPI entered belongs to another practice.', reviewed_by: expect.anything() });
    expect(Number(row?.reviewed_by)).toBe(admin.id);
  });

  it('audits each decision with the acting administrator, and each refused one', async () => {
    const approved = await registration();
    await approve(approved.id);
    await approve(approved.id);
    expect(await auditRows(app, 'staff.approve', approved.id)).toEqual([
      { outcome: 'success', username: approved.username, detail: { by: admin.id, byUsername: 'staff.admin@carelon.example', accountStatus: 1 } },
      { outcome: 'conflict', username: approved.username, detail: { by: admin.id, accountStatus: 1 } },
    ]);
    const rejected = await registration();
    await reject({ userId: rejected.id, reason: 'Unknown practice.' });
    expect(await auditRows(app, 'staff.reject', rejected.id)).toEqual([
      { outcome: 'success', username: rejected.username, detail: { by: admin.id, byUsername: 'staff.admin@carelon.example', accountStatus: 5, reason: 'Unknown practice.' } },
    ]);
  });

  it('answers bad input 400 with field errors, never 500: NUL bytes, control characters, huge numbers, wrong types', async () => {
    const { id, username } = await registration();
    const cases: [unknown, string][] = [
      [{ userId: id, reason: 'Bad\u0000byte' }, '/reason'],
      [{ userId: id, reason: 'Bell\u0007' }, '/reason'],
      [{ userId: id, reason: 'Carriage\rreturn' }, '/reason'],
      [{ userId: id, reason: ['list'] }, '/reason'],
      [{ userId: 1e300, reason: 'x' }, '/userId'],
      [{ userId: 99999999999999999999, reason: 'x' }, '/userId'],
      [{ userId: '12', reason: 'x' }, '/userId'],
      [{ userId: 1.5, reason: 'x' }, '/userId'],
      [{ userId: -1, reason: 'x' }, '/userId'],
      [{ userId: null, reason: 'x' }, '/userId'],
    ];
    for (const [body, path] of cases) {
      const answer = await reject(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errors.map((error: { path: string }) => error.path), JSON.stringify(body)).toContain(path);
    }
    for (const body of [{ userId: id, extra: 1 }, {}, [], { userId: 'x'.repeat(10_000) }]) {
      const answer = await staffCall(app, admin.session, 'POST', '/api/staff/registrations/approve', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errors.length).toBeGreaterThan(0);
    }
    expect(await mailsTo(app, username)).toEqual([]);
  });
});
