// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../src/server/config/server-config.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';

describe('server configuration', () => {
  it('runs in demo mode on the embedded database by default', () => {
    expect(readServerConfig({}).demoMode).toBe(true);
    expect(readServerConfig({}).databaseUrl).toBeUndefined();
  });

  it('leaves demo mode off on PostgreSQL unless DEMO_MODE=true asks for it', () => {
    expect(readServerConfig({ DATABASE_URL: 'postgres://db/portal' }).demoMode).toBe(false);
    expect(readServerConfig({ DATABASE_URL: 'postgres://db/portal', DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(readServerConfig({ DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('builds links from PORTAL_URL, never from a request', () => {
    expect(readServerConfig({ PORTAL_URL: 'https://portal.example' }).portalUrl).toBe('https://portal.example');
    expect(readServerConfig({ PORT: '4000' }).portalUrl).toBe('http://localhost:4000');
  });

  it('flips feature switches from the environment, and refuses a value that is not true or false', () => {
    expect(readServerConfig({}).switches).toEqual({});
    expect(readServerConfig({ SWITCH_MFA_ENABLED: 'true', SWITCH_CDS_ENABLED: 'false' }).switches).toEqual({ mfaEnabled: true, cdsEnabled: false });
    expect(() => readServerConfig({ SWITCH_SECURITY_QUESTIONS_DISABLED: 'yes' })).toThrow(/SWITCH_SECURITY_QUESTIONS_DISABLED must be "true" or "false"/);
  });

  it('answers the switches the environment set at /api/app, over the rule files', async () => {
    const app = await buildTestApp({ switches: readServerConfig({ SWITCH_MFA_ENABLED: 'true', SWITCH_SECURITY_QUESTIONS_DISABLED: 'true' }).switches });
    try {
      const flag = async (url: string) => (await app.inject({ method: 'GET', url, headers: STATIC_HEADER })).json();
      expect(await flag('/api/app/AuthenticationMfaEnabled')).toEqual({ success: true });
      expect(await flag('/api/app/isSecurityQuestionsDisabled')).toEqual({ success: true });
      expect(await flag('/api/app/cds/access')).toEqual({ success: false });
    } finally {
      await app.close();
    }
  }, 60_000);
  it('sheds load by default with generous thresholds, off with SHEDDING=false or under the test runner, and refuses a threshold that is not a number', () => {
    const shedding = readServerConfig({}).shedding;
    expect(shedding).toMatchObject({ maxEventLoopDelayMs: 1000, maxEventLoopUtilization: 0, graceSeconds: 10 });
    expect(readServerConfig({ SHED_MAX_EVENT_LOOP_DELAY_MS: '250' }).shedding).toMatchObject({ maxEventLoopDelayMs: 250 });
    expect(readServerConfig({ SHEDDING: 'false' }).shedding).toBe(false);
    // Under the test runner (and in the servers its tests spawn) only when asked for.
    expect(readServerConfig({ VITEST: 'true' }).shedding).toBe(false);
    expect(readServerConfig({ VITEST: 'true', SHEDDING: 'true' }).shedding).toMatchObject({ maxEventLoopDelayMs: 1000 });
    expect(() => readServerConfig({ SHED_GRACE_SECONDS: 'soon' })).toThrow(/SHED_GRACE_SECONDS must be a number/);
  });

  it('reads the metrics token, and none when it is empty', () => {
    expect(readServerConfig({ METRICS_TOKEN: 'abc' }).metricsToken).toBe('abc');
    expect(readServerConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });
});
