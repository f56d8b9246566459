import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompressAssets } from '../build/precompress-assets.js';
import { LEAN_DEPENDENCY_ALIASES, PRODUCTION_BUILD_ALIASES } from '../build/lean-dependency-aliases.js';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { startDemoPortal, type DemoPortal } from '../../src/server/demo/demo-portal.js';

/** The first screen on the stack alone (floor-screen-page/main.tsx). */
const FLOOR_SCREEN_SOURCE = join(REPO_ROOT, 'scripts/bench/floor-screen-page');
const FLOOR_SCREEN_DIST = join(REPO_ROOT, '.bench/floor-screen');

/**
 * Builds the floor screen as the portal is built (Vite production build, the same lean
 * dependency aliases, brotli and gzip copies beside each file) and serves it with the
 * portal's own server (`startDemoPortal`, as `npm start` runs it: its headers, its CSP, its
 * precompressed static files), so a Lighthouse run on it differs from one on the portal's `/`
 * only by the portal's own code, rule files and styles.
 */
export async function serveFloorScreen(): Promise<DemoPortal> {
  await build({
    configFile: false,
    root: FLOOR_SCREEN_SOURCE,
    logLevel: 'error',
    plugins: [react(), precompressAssets()],
    resolve: { alias: [...LEAN_DEPENDENCY_ALIASES, ...PRODUCTION_BUILD_ALIASES] },
    build: { outDir: FLOOR_SCREEN_DIST, emptyOutDir: true },
  });
  return startDemoPortal({ staticDir: FLOOR_SCREEN_DIST });
}
