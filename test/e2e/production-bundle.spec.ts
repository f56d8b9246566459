import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

  // Its package exports only its development build (scripts/build/lean-dependency-aliases.ts).
  it("runs on react-router's own production build, without its development warnings", () => {
    const sources = scripts.filter((file) => existsSync(join(assets, `${file}.map`))).flatMap((file) => (JSON.parse(readFileSync(join(assets, `${file}.map`), 'utf8')) as { sources: string[] }).sources);
    const routerBuilds = new Set(sources.map((source) => /node_modules\/react-router\/dist\/([a-z]+)\//.exec(source)?.[1]).filter(Boolean));
    expect([...routerBuilds]).toEqual(['production']);
  });

  it("starts in stages: the entry waits for neither react-dom nor the app, and react-dom's chunk carries none of the app's modules", () => {
    const sources = new Map(scripts.map((file) => [file, readFileSync(join(assets, file), 'utf8')]));
    const reactDom = scripts.find((file) => /rendererPackageName:[`"']react-dom[`"']/.test(sources.get(file) ?? ''));
    expect(reactDom).toBeDefined();
    const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const waitedFor = new Set<string>();
    const follow = (chunk: { imports?: string[] } | undefined) => {
      for (const key of chunk?.imports ?? []) {
        const file = manifest[key]?.file.replace(/^assets\//, '');
        if (!file || waitedFor.has(file)) continue;
        waitedFor.add(file);
        follow(manifest[key]);
      }
    };
    follow(entry);
    expect(waitedFor.has(reactDom as string)).toBe(false);
    // Each chunk is evaluated in one task: the app's modules in react-dom's would run in its task.
    const map = JSON.parse(readFileSync(join(assets, `${reactDom as string}.map`), 'utf8')) as { sources: string[] };
    expect(map.sources.filter((source) => /\bsrc\/(?:renderer|engine)\/|\bsrc\/portal\/app\.tsx$/.test(source))).toEqual([]);
  });

  it('carries no feature switch value: the portal asks the server for each', () => {
    const names = Object.keys(loadPortalConfig().switches);
    // A bundled copy of portal.json's switches: the object with every switch name in it.
    const bundled = new RegExp(names.map((name) => `${name}:[^,}]+`).join(','));
    for (const file of scripts) expect(readFileSync(join(assets, file), 'utf8')).not.toMatch(bundled);
  });
});
