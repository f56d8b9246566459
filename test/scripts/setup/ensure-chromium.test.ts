// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const SCRIPT = 'scripts/setup/ensure-chromium.sh';
/** A PATH with no apt-get and no sudo: a machine that cannot install anything by itself. */
const emptyPath = mkdtempSync(join(tmpdir(), 'no-tools-'));

function run(env: Record<string, string>) {
  return spawnSync('/bin/bash', [SCRIPT], { env: { PATH: emptyPath, ...env }, encoding: 'utf8' });
}

describe('the test command\'s Chromium check', () => {
  afterAll(() => rmSync(emptyPath, { recursive: true, force: true }));

  it('does nothing when Chromium is there', () => {
    const result = run({ CHROMIUM_PATH: '/bin/true', CHROMIUM_HEADLESS_PATH: '/bin/true' });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });

  it('stops at once with the exact install command when Chromium is missing and cannot be installed', () => {
    const result = run({ CHROMIUM_PATH: join(emptyPath, 'chromium'), CHROMIUM_HEADLESS_PATH: '/bin/true' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium chromium-headless-shell');
  });

  it('asks for the headless shell too when only the browser is there', () => {
    const result = run({ CHROMIUM_PATH: '/bin/true', CHROMIUM_HEADLESS_PATH: join(emptyPath, 'chromium-headless-shell') });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('chromium-headless-shell');
  });
});
