// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIgnoredError, loadErrorLogConfig } from '../../../src/server/routes/error-log/error-log-config.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { text } from '../../support/rules.js';

describe('the error log as configured by default', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  }, 60_000);
  afterAll(() => app.close());

  it('is switched off, as the spec says', () => {
    expect(loadErrorLogConfig().errorLogEnabled).toBe(false);
  });

  it('answers a report with 404 and stores nothing, whether the body is good or not', async () => {
    for (const payload of [
      { browser: { name: 'Chrome', version: '1', OS: 'Linux' }, errorMessage: 'x', errorUrl: 'https://portal.test/', stackTrace: [] },
      { not: 'a report' },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/javascript-errors', headers: STATIC_HEADER, payload });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0]).toMatchObject({ messageId: 'errorLog.disabled', message: text('errorLog.disabled') });
    }
    expect(await app.db.query('SELECT id FROM javascript_errors')).toHaveLength(0);
  });

  it("ignores the spec's patterns as case-insensitive substrings, and nothing else", () => {
    const config = loadErrorLogConfig();
    expect(isIgnoredError("Cannot read properties of null (reading 'tagName')", config)).toBe(true);
    expect(isIgnoredError('document.selection.CREATERANGE is not a function', config)).toBe(true);
    expect(isIgnoredError("Cannot read properties of null (reading 'id')", config)).toBe(false);
  });
});
