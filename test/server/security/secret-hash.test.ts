import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { HASH_CONCURRENCY, hashQueue, hashSecret, SCRYPT_PARAMS, verifySecret } from '../../../src/server/security/secret-hash.js';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';

describe('secret hashes', () => {
  it('hashes with the full scrypt work factor outside the test runner, whatever the environment says', () => {
    const env = { ...process.env };
    delete env.VITEST;
    const printed = execFileSync(
      process.execPath,
      ['--import', 'tsx', '-e', "import('./src/server/security/secret-hash.ts').then((m) => console.log(m.SCRYPT_PARAMS.N))"],
      { cwd: REPO_ROOT, env, encoding: 'utf8' },
    );
    expect(Number(printed.trim())).toBe(2 ** 15);
  });

  it('verifies a secret hashed with today\'s parameters, and refuses another', async () => {
    const stored = await hashSecret('Correct Horse 1!');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', String(SCRYPT_PARAMS.N), '8', '1']);
    expect(await verifySecret('Correct Horse 1!', stored)).toEqual({ ok: true, needsRehash: false });
    expect((await verifySecret('Correct Horse 2!', stored)).ok).toBe(false);
  });

  it('runs at most one hash fewer than the cores at once and queues the rest, so a burst of sign-ins leaves the event loop a core', async () => {
    const burst = HASH_CONCURRENCY + 5;
    const hashes = Array.from({ length: burst }, (_, index) => hashSecret(`secret ${index}`));
    // p-limit starts queued work on a microtask: read the queue once it has.
    await Promise.resolve();
    expect(hashQueue()).toEqual({ running: HASH_CONCURRENCY, waiting: burst - HASH_CONCURRENCY });
    const stored = await Promise.all(hashes);
    expect(new Set(stored).size).toBe(burst);
    expect(hashQueue()).toEqual({ running: 0, waiting: 0 });
  });
});
