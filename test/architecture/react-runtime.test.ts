// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import viteConfig from '../../vite.config.js';

/** The build's and the test projects' configuration as text, patterns included (aliases are where a runtime swap hides). */
const configText = JSON.stringify(viteConfig, (_key, value: unknown) => (value instanceof RegExp ? value.source : value));

describe('the React the product is specified on', () => {
  it('has no Preact package installed or locked', () => {
    const lock = JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
    expect(Object.keys(lock.packages).filter((path) => /(^|\/)preact($|\/)/.test(path))).toEqual([]);
    expect(existsSync(join(REPO_ROOT, 'node_modules/preact'))).toBe(false);
  });

  it('aliases neither react nor react-dom to anything else, in the build or in the tests', () => {
    expect(configText).not.toMatch(/preact/i);
    expect(configText).not.toMatch(/"find":"\^?react(-dom)?(\/|\$|")/);
  });

  it('declares React 19 and react-dom of the same version', () => {
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(manifest.dependencies.react).toMatch(/^\^?19\./);
    expect(manifest.dependencies['react-dom']).toBe(manifest.dependencies.react);
  });
});
