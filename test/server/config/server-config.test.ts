// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../src/server/config/server-config.js';

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
});
