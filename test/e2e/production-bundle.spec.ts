import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPortalConfig } from '../../src/server/rules/load-content.js';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';

/** The built portal (npm run test:e2e builds it first). */
const assets = join(REPO_ROOT, 'dist', 'assets');

describe('the production bundle', () => {
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));

  it('has scripts to inspect', () => {
    expect(scripts.length).toBeGreaterThan(0);
  });

  it.each(scripts)('%s compiles no code at run time (no new Function, no eval)', (file) => {
    const source = readFileSync(join(assets, file), 'utf8');
    expect(source).not.toMatch(/new Function\s*\(/);
    expect(source).not.toMatch(/\beval\s*\(/);
  });

  it("runs on react-dom's own production build, with no Preact in any script", () => {
    const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules/react-dom/package.json'), 'utf8')) as { version: string };
    const sources = scripts.map((file) => readFileSync(join(assets, file), 'utf8'));
    // react-dom registers itself with the DevTools hook as bundleType 0 in production, 1 in development.
    const productionDom = new RegExp(`bundleType:0,version:[\`"']${version.replaceAll('.', '\\.')}[\`"'],rendererPackageName:[\`"']react-dom[\`"']`);
    expect(sources.filter((source) => productionDom.test(source))).toHaveLength(1);
    expect(scripts.filter((_, index) => /preact/i.test(sources[index] ?? ''))).toEqual([]);
  });

  it('carries no feature switch value: the portal asks the server for each', () => {
    const names = Object.keys(loadPortalConfig().switches);
    // A bundled copy of portal.json's switches: the object with every switch name in it.
    const bundled = new RegExp(names.map((name) => `${name}:[^,}]+`).join(','));
    for (const file of scripts) expect(readFileSync(join(assets, file), 'utf8')).not.toMatch(bundled);
  });
});
