// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorLogConfig } from '../../../src/server/routes/error-log/error-log-config.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { signedInUser, type SignedIn } from './support/admin-session.js';
import { text } from '../../support/rules.js';
import { loadMailConfig } from '../../../src/server/mail/mail-config.js';

// The log is off by default (schemas/config/error-log.json); these tests run it switched on,
// with one extra ignored pattern as a deployment would add.
vi.mock('../../../src/server/routes/error-log/error-log-config.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/server/routes/error-log/error-log-config.js')>();
  return {
    ...actual,
    loadErrorLogConfig: (): ErrorLogConfig => ({ ...actual.loadErrorLogConfig(), errorLogEnabled: true, extraIgnoredPatterns: ['ResizeObserver loop'] }),
  };
});

const { loadErrorLogConfig } = await import('../../../src/server/routes/error-log/error-log-config.js');
const config = loadErrorLogConfig();

const report = (changes: Record<string, unknown> = {}) => ({
  browser: { name: 'Chrome', version: '126.0', OS: 'Windows 10' },
  errorMessage: "TypeError: Cannot read properties of undefined (reading 'id')",
  errorUrl: 'https://portal.test/user/register',
  stackTrace: [{ functionName: 'loadClients', fileName: 'https://portal.test/assets/index-1a2b.js', lineNumber: 1, columnNumber: 4821 }],
  ...changes,
});

describe('the error log', () => {
  let app: FastifyInstance;
  let admin: SignedIn;
  let user: SignedIn;
  let address = 0;
  // Each report from its own client address, so the per-address limit is tested on its own.
  const post = (payload: unknown, headers: Record<string, string> = STATIC_HEADER) =>
    app.inject({ method: 'POST', url: '/api/javascript-errors', headers, payload: payload as object, remoteAddress: `10.0.0.${++address}` });
  const count = async () => Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM javascript_errors'))[0]?.n);
  const adminCall = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object, who: SignedIn | null = admin) =>
    app.inject({ method, url, payload, headers: { ...STATIC_HEADER, ...(who ? { cookie: who.cookie, ...who.csrf } : {}) } });

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signedInUser(app.db, 'admin@portal.test', true);
    user = await signedInUser(app.db, 'pat@clinic.test', false);
  }, 60_000);
  afterAll(() => app.close());

  describe('POST /api/javascript-errors', () => {
    it('stores a report without a session and answers 204', async () => {
      const response = await post(report());
      expect(response.statusCode).toBe(204);
      const rows = await app.db.query<{ browser: unknown; error_message: string; error_url: string; stack_trace: unknown }>(
        'SELECT browser, error_message, error_url, stack_trace FROM javascript_errors',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        browser: report().browser,
        error_message: report().errorMessage,
        error_url: report().errorUrl,
        stack_trace: report().stackTrace,
      });
    });

    it("stores a report's address without the keys a link carries: no query, no fragment, no token in the path", async () => {
      const { linkPaths } = loadMailConfig();
      const stored = async (errorUrl: string) => {
        expect((await post(report({ errorUrl }))).statusCode).toBe(204);
        const [row] = await app.db.query<{ error_url: string }>('SELECT error_url FROM javascript_errors ORDER BY id DESC LIMIT 1');
        return row?.error_url;
      };
      expect(await stored(`https://portal.test${linkPaths.passwordResetLink}?key=secret-reset-key#done`)).toBe(`https://portal.test${linkPaths.passwordResetLink}`);
      expect(await stored(`https://portal.test${linkPaths.registrationLink}/MzQ/secret-token?x=1`)).toBe(`https://portal.test${linkPaths.registrationLink}/MzQ/[redacted]`);
      expect(await stored(`${linkPaths.unlockLink}?key=secret-unlock-key`)).toBe(linkPaths.unlockLink);
      expect(await stored('about:blank')).toBe('about:blank');
    });

    it("drops a report matching the spec's ignore list, whatever its case, with the same answer", async () => {
      const before = await count();
      for (const errorMessage of [
        "Object doesn't support property or method 'CREATETEXTRANGE'",
        '[$rootScope:inprog] $digest already in progress',
        "Can't move focus to the control because it is invisible, not enabled, or of a type that does not accept the focus.",
        'Unexpected call to method or property access.',
        "Unable to get property 'tagName' of undefined or null reference",
        'ResizeObserver loop limit exceeded',
      ]) {
        expect((await post(report({ errorMessage }))).statusCode).toBe(204);
      }
      expect(await count()).toBe(before);
    });

    it('refuses a report without the static header with 403', async () => {
      const response = await post(report(), {});
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].messageId).toBe('request.forbidden');
    });

    it.each([
      ['a missing message', report({ errorMessage: undefined }), '/errorMessage', 'field.required', text('field.required', { caption: 'caption.errorMessage' })],
      ['an empty message', report({ errorMessage: '' }), '/errorMessage', 'field.required', text('field.required', { caption: 'caption.errorMessage' })],
      ['a message too long', report({ errorMessage: 'x'.repeat(2001) }), '/errorMessage', 'field.maxLength', text('field.maxLength', { caption: 'caption.errorMessage', maxLength: 2000 })],
      ['a browser without OS', report({ browser: { name: 'Chrome', version: '1' } }), '/browser/OS', 'field.required', text('field.required', { caption: 'caption.operatingSystem' })],
      ['a control character in the URL', report({ errorUrl: 'https://x\u0007' }), '/errorUrl', 'field.invalid', text('field.invalid', { caption: 'caption.errorUrl' })],
      ['too many frames', report({ stackTrace: Array.from({ length: 51 }, () => ({ lineNumber: 1 })) }), '/stackTrace', 'errorLog.tooManyFrames', text('errorLog.tooManyFrames', { caption: 'caption.stackTrace', maxItems: 50 })],
      ['a line number as text', report({ stackTrace: [{ lineNumber: '12' }] }), '/stackTrace/0/lineNumber', 'field.invalid', text('field.invalid', { caption: 'caption.lineNumber' })],
      ['an unknown frame field', report({ stackTrace: [{ secret: 'x' }] }), '/stackTrace/0', 'field.invalid', text('field.invalid', { caption: 'caption.stackFrame' })],
      ['an unknown field', report({ extra: true }), '', 'field.invalid', text('field.invalid', { caption: 'caption.errorLogEntry' })],
    ])('refuses %s with 400 and the catalogue text, storing nothing', async (_, payload, path, messageId, message) => {
      const before = await count();
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual(expect.objectContaining({ path, messageId, message }));
      expect(await count()).toBe(before);
    });

    it('refuses a body that is not JSON with 400', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/javascript-errors',
        headers: { ...STATIC_HEADER, 'content-type': 'application/json' },
        payload: '{"browser":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].messageId).toBe('request.malformed');
    });

    it('limits reports per client address with 429 and Retry-After', async () => {
      const send = () =>
        app.inject({ method: 'POST', url: '/api/javascript-errors', headers: STATIC_HEADER, payload: report(), remoteAddress: '10.9.9.9' });
      for (let i = 0; i < config.rateLimit.max; i++) expect((await send()).statusCode).toBe(204);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json().errors[0].messageId).toBe('rateLimit.exceeded');
    });
  });

  describe('the administrative calls', () => {
    let firstId: number;
    beforeAll(async () => {
      await app.db.query('DELETE FROM javascript_errors');
      for (const errorMessage of ['first error', 'second error', 'third error']) await post(report({ errorMessage }));
      const [row] = await app.db.query<{ id: string }>('SELECT min(id) AS id FROM javascript_errors');
      firstId = Number(row?.id);
    });

    it('lists entries by id ascending with the total, a page at a time', async () => {
      const all = await adminCall('GET', '/api/javascript-errors');
      expect(all.statusCode).toBe(200);
      expect(all.json().totalRecord).toBe(3);
      expect(all.json().errorLog.map((entry: { errorMessage: string }) => entry.errorMessage)).toEqual(['first error', 'second error', 'third error']);
      expect(all.json().errorLog[0]).toMatchObject({ id: firstId, browser: report().browser, stackTrace: report().stackTrace });
      expect(new Date(all.json().errorLog[0].createdDateTime).getTime()).not.toBeNaN();

      const page = await adminCall('GET', '/api/javascript-errors?limit=1&offset=1');
      expect(page.json()).toMatchObject({ totalRecord: 3, errorLog: [{ errorMessage: 'second error' }] });
    });

    it('refuses a malformed page with 400', async () => {
      const response = await adminCall('GET', '/api/javascript-errors?limit=0&offset=-1');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path).sort()).toEqual(['/limit', '/offset']);
      expect(response.json().errors[0].message).toMatch(/ is invalid$/);
    });

    it('answers one entry by id, and 404 for an unknown one, 400 for a malformed one', async () => {
      const found = await adminCall('GET', `/api/javascript-errors/${firstId}`);
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({ id: firstId, errorMessage: 'first error', errorUrl: report().errorUrl });

      const missing = await adminCall('GET', '/api/javascript-errors/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errors[0]).toMatchObject({ messageId: 'errorLog.notFound', message: text('errorLog.notFound', { id: 999999 }) });

      const malformed = await adminCall('GET', '/api/javascript-errors/abc');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors[0]).toMatchObject({ path: '/id', messageId: 'field.invalid', message: text('field.invalid', { caption: 'Id' }) });
    });

    it('replaces an entry with PUT, keeping its id and time', async () => {
      const before = (await adminCall('GET', `/api/javascript-errors/${firstId}`)).json();
      const response = await adminCall('PUT', `/api/javascript-errors/${firstId}`, report({ errorMessage: 'first error, reviewed', stackTrace: [] }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: firstId, createdDateTime: before.createdDateTime, errorMessage: 'first error, reviewed', stackTrace: [] });
      expect((await adminCall('GET', `/api/javascript-errors/${firstId}`)).json().errorMessage).toBe('first error, reviewed');
    });

    it('refuses a bad PUT body with 400 and leaves the entry as it was', async () => {
      const response = await adminCall('PUT', `/api/javascript-errors/${firstId}`, report({ errorMessage: '', browser: { name: 'Chrome' } }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual(expect.arrayContaining(['/errorMessage', '/browser/version', '/browser/OS']));
      expect((await adminCall('GET', `/api/javascript-errors/${firstId}`)).json().errorMessage).toBe('first error, reviewed');
    });

    it('answers 404 to a PUT or DELETE of an unknown entry', async () => {
      expect((await adminCall('PUT', '/api/javascript-errors/999999', report())).statusCode).toBe(404);
      expect((await adminCall('DELETE', '/api/javascript-errors/999999')).statusCode).toBe(404);
    });

    it('deletes an entry with 204, after which it is gone', async () => {
      const [row] = await app.db.query<{ id: string }>('SELECT max(id) AS id FROM javascript_errors');
      expect((await adminCall('DELETE', `/api/javascript-errors/${row?.id}`)).statusCode).toBe(204);
      expect((await adminCall('GET', `/api/javascript-errors/${row?.id}`)).statusCode).toBe(404);
    });

    it('answers 401 without a session, before looking at the body', async () => {
      for (const [method, url, body] of [
        ['GET', '/api/javascript-errors', undefined],
        ['GET', `/api/javascript-errors/${firstId}`, undefined],
        ['PUT', `/api/javascript-errors/${firstId}`, { not: 'a report' }],
        ['DELETE', `/api/javascript-errors/${firstId}`, undefined],
      ] as const) {
        const response = await adminCall(method, url, body, null);
        expect(response.statusCode).toBe(401);
        expect(response.json().errors[0].messageId).toBe('session.loggedOut');
      }
    });

    it('answers 403 to a signed-in user who is not an administrator', async () => {
      for (const [method, url, body] of [
        ['GET', '/api/javascript-errors', undefined],
        ['GET', `/api/javascript-errors/${firstId}`, undefined],
        ['PUT', `/api/javascript-errors/${firstId}`, report()],
        ['DELETE', `/api/javascript-errors/${firstId}`, undefined],
      ] as const) {
        const response = await adminCall(method, url, body, user);
        expect(response.statusCode).toBe(403);
        expect(response.json().errors[0]).toMatchObject({ messageId: 'errorLog.adminOnly', message: text('errorLog.adminOnly') });
      }
      expect((await adminCall('GET', `/api/javascript-errors/${firstId}`)).statusCode).toBe(200);
    });

    it('refuses the calls without the static header with 403', async () => {
      for (const [method, url] of [
        ['GET', '/api/javascript-errors'],
        ['GET', `/api/javascript-errors/${firstId}`],
        ['PUT', `/api/javascript-errors/${firstId}`],
        ['DELETE', `/api/javascript-errors/${firstId}`],
      ] as const) {
        const response = await app.inject({ method, url, headers: { cookie: admin.cookie, ...admin.csrf }, payload: method === 'PUT' ? report() : undefined });
        expect(response.statusCode).toBe(403);
        expect(response.json().errors[0].messageId).toBe('request.forbidden');
      }
    });

    it('refuses a write without the CSRF token with 403', async () => {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/javascript-errors/${firstId}`,
        headers: { ...STATIC_HEADER, cookie: admin.cookie },
      });
      expect(response.statusCode).toBe(403);
      expect((await adminCall('GET', `/api/javascript-errors/${firstId}`)).statusCode).toBe(200);
    });

    it('answers 401 once the session has expired', async () => {
      const expiring = await signedInUser(app.db, 'old-admin@portal.test', true);
      await app.db.query("UPDATE sessions SET last_seen_at = now() - interval '1 day' WHERE user_id = $1", [expiring.userId]);
      const response = await adminCall('GET', '/api/javascript-errors', undefined, expiring);
      expect(response.statusCode).toBe(401);
    });
  });
});
