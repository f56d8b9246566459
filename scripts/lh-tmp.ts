import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { startDemoPortal } from '../src/server/demo/demo-portal.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/support/browser.js';
const portal = await startDemoPortal({ staticDir: process.cwd() + '/dist', port: 45300 } as never);
try {
  const out = execFileSync('node_modules/.bin/lighthouse', [`${portal.origin}/`, '--quiet', '--output=json', '--output-path=stdout', '--only-categories=performance', `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`], { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 << 20 });
  writeFileSync('/tmp/h3-lh.json', out);
} finally { await portal.close(); }
process.exit(0);
