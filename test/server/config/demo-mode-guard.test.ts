// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../src/server/config/server-config.js';
import { startServer } from '../../../src/server/start-server.js';

describe('demo mode stays on loopback', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-demo-guard-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('does not switch on by itself when HOST is not a loopback address', () => {
    for (const HOST of ['0.0.0.0', '::', '192.0.2.10', 'portal.example']) expect(readServerConfig({ HOST }).demoMode, HOST).toBe(false);
  });

  it('does not switch on by itself when PORTAL_URL is not a loopback URL', () => {
    for (const PORTAL_URL of ['https://portal.example', 'http://192.0.2.10:3000', 'http://localhost.example.org']) {
      expect(readServerConfig({ PORTAL_URL }).demoMode, PORTAL_URL).toBe(false);
    }
  });

  it('switches on by itself on any loopback host and portal URL with the embedded database', () => {
    expect(readServerConfig({ HOST: '127.0.0.2', PORTAL_URL: 'http://127.0.0.2:3000' }).demoMode).toBe(true);
    expect(readServerConfig({ HOST: '::1', PORTAL_URL: 'http://[::1]:3000' }).demoMode).toBe(true);
    expect(readServerConfig({ HOST: 'localhost' }).demoMode).toBe(true);
  });

  it('refuses to start with DEMO_MODE=true off loopback, saying why, before touching any database', async () => {
    for (const env of [{ HOST: '0.0.0.0' }, { PORTAL_URL: 'https://portal.example' }]) {
      const dataDir = join(dir, `data-${Object.keys(env)[0]}`);
      const config = readServerConfig({ ...env, DEMO_MODE: 'true', PORT: '0', DATA_DIR: dataDir });
      await expect(startServer(config, { logger: false, staticDir: false })).rejects.toThrow(/DEMO_MODE.*loopback/);
      expect(existsSync(dataDir)).toBe(false);
    }
  });
});
