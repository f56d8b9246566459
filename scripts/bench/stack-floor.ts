import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { LEAN_DEPENDENCY_ALIASES, PRODUCTION_BUILD_ALIASES } from '../build/lean-dependency-aliases.js';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';

/** The page that imports the stack's libraries as the first route does, and nothing of ours (stack-floor-page/main.tsx). */
const FLOOR_PAGE_SOURCE = join(REPO_ROOT, 'scripts/bench/stack-floor-page');
const FLOOR_PAGE_DIST = join(REPO_ROOT, '.bench/stack-floor');

/**
 * The first route's floor on this stack, in brotli bytes: the scripts of a page that draws an
 * rjsf form under react-router's data router with swr and an XState actor, built for
 * production by Vite and compressed as the portal's build compresses (brotli 11). The budget
 * can be met only if it is well above this figure: the rest of the budget is all the portal's
 * own code, rule files, texts and styles get.
 */
export async function measureStackFloor(): Promise<number> {
  await build({ configFile: false, root: FLOOR_PAGE_SOURCE, logLevel: 'error', plugins: [react()], resolve: { alias: [...LEAN_DEPENDENCY_ALIASES, ...PRODUCTION_BUILD_ALIASES] }, build: { outDir: FLOOR_PAGE_DIST, emptyOutDir: true, sourcemap: true } });
  const assets = join(FLOOR_PAGE_DIST, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(assets, name)))
    .reduce((sum, content) => sum + brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length, 0);
}
