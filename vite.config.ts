import { stripRuleNotes } from './scripts/build/strip-rule-notes.js';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './scripts/build/precompress-assets.js';
import { firstPaintHtml } from './scripts/build/first-paint-html.js';
import { preloadDefaultRoute } from './scripts/build/preload-default-route.js';
import { flowChunkNamer } from './scripts/build/flow-chunks.js';
import { apiProxy } from './scripts/build/api-proxy.js';
import { chunkModules } from './scripts/build/chunk-modules.js';
import { LEAN_DEPENDENCY_ALIASES, PRODUCTION_BUILD_ALIASES } from './scripts/build/lean-dependency-aliases.js';
import { readServerConfig } from './src/server/config/server-config.js';
import { EMBEDDED_PASS_TESTS } from './test/server/support/embedded-pass.js';
import IsolatedFilesFirst from './test/support/isolated-files-first.js';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));

/** The unit tests that render components, the only ones that need jsdom. */
const DOM_TESTS = ['test/renderer/**/*.test.{ts,tsx}', 'test/widgets/**/*.test.{ts,tsx}'];

/** Server test files that mock a module with vi.mock: they run isolated, in unit-server-mocked. */
const MOCKING_SERVER_TESTS = ['test/server/error-log/error-log.test.ts'];


/** What the two server test projects share. */
const SERVER_TESTS = {
  root: repoRoot,
  environment: 'node',
  include: ['test/server/**/*.test.ts'],
  // Migrates one database for the run; each file starts from a copy of it.
  globalSetup: ['test/server/support/database-snapshot.ts'],
  // Each file still opens an embedded PostgreSQL (PGlite): seconds on two busy cores.
  hookTimeout: 60_000,
  testTimeout: 30_000,
};

/** `model-<name>` for a generated model file or its validators, so the two share a chunk. */
function modelChunkName(id: string): string | null {
  const match = /\/src\/generated\/(?:models|validators)\/([a-z0-9-]+)\.(?:json|js)$/.exec(id.replaceAll('\\', '/'));
  return match ? `model-${match[1]}` : null;
}
/** `flow-<name>` for a screen or ui file, by the flow that reaches it first (scripts/build/flow-chunks.ts). */
const flowChunkName = flowChunkNamer(repoRoot);

/**
 * The browser bundle and the test projects. The portal is served by the Fastify server
 * from dist/; `npm run dev` proxies /api to it so both share one origin, as in production.
 */
export default defineConfig({
  plugins: [stripRuleNotes(), react(), preloadDefaultRoute(), precompressAssets(), firstPaintHtml(fileURLToPath(new URL('vite.config.ts', import.meta.url))), chunkModules(fileURLToPath(new URL('.bench/chunk-modules.json', import.meta.url)))],
  // index.html lives with the app shell so the repository's top level stays as agreed.
  root: 'src/portal',
  // Vitest runs the development builds (their warnings); the bundle the production ones.
  resolve: { alias: process.env.VITEST ? LEAN_DEPENDENCY_ALIASES : [...LEAN_DEPENDENCY_ALIASES, ...PRODUCTION_BUILD_ALIASES] },
  envDir: repoRoot,
  // USWDS is compiled from its per-package Sass sources (styles/uswds-portal.scss).
  css: { preprocessorOptions: { scss: { loadPaths: [fileURLToPath(new URL('node_modules/@uswds/uswds/packages', import.meta.url))] } } },
  // The manifest lets scripts/bench follow the chunks the default route loads.
  build: {
    outDir: fileURLToPath(new URL('dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // A model's bundled schema and its precompiled validators always load together: one
        // chunk, one request (on a phone each response costs its headers and a round trip).
        // A flow's screens and ui files load together when the flow is reached.
        // The helpers of ajv that every precompiled validator shares get a chunk of their own:
        // left to the bundler they went into the first model chunk that used them, and `/`
        // downloaded the Add Health Plans model with them.
        codeSplitting: {
          groups: [
            { name: (id: string) => modelChunkName(id) ?? flowChunkName(id) },
            { name: 'validator-runtime', test: /[\\/]node_modules[\\/](?:ajv[\\/]dist[\\/]runtime|fast-deep-equal)[\\/]/, priority: 1 },
            // The app in two chunks, each run in a task of its own (docs/decisions/app-starts-in-stages.md):
            // react-dom with the start (src/portal/start-app.tsx, which the entry imports on
            // demand), then the app (app.tsx) and all it imports, one request each. What the
            // entry shares with them (vite's preload helper, the first paint's id) stays out
            // of both, so the entry runs without waiting for either.
            { name: 'entry-shared', test: /vite[\\/]preload-helper|[\\/]src[\\/]portal[\\/]first-paint-element\.ts$/, priority: 3 },
            { name: 'app-runtime', test: /[\\/]src[\\/]portal[\\/](?:start-app\.tsx|take-over-first-paint\.ts)$|[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: 'app', test: /[\\/]src[\\/]portal[\\/]app\.tsx$/, includeDependenciesRecursively: true },
          ],
        },
      },
    },
  },
  // Anchored: a bare '/api' prefix would also swallow the module /api-client.ts. The server
  // started beside it (`npm start`, same environment) accepts only its PORTAL_URL's origin.
  server: { proxy: { '^/api/': apiProxy('http://127.0.0.1:3000', new URL(readServerConfig().portalUrl).origin) } },
  test: {
    // Tests live at the repo's top, not under the app's root.
    root: repoRoot,
    // Vitest's default is one worker less than the cores: a single worker on this two-core
    // machine. Both cores run test files (unit-server alone: 168 s -> 114 s).
    maxWorkers: 2,
    // The usual output, then the ten slowest files with their set-up time.
    reporters: ['default', './test/support/slowest-files.ts'],
    // Files that need a fresh worker each (isolated projects) start first, not last.
    sequence: { sequencer: IsolatedFilesFirst },
    projects: [
      // Three unit projects, all run by `npm run test:unit` (--project 'unit-*'). Starting jsdom
      // costs about a second a file, so only the files that render components pay for it.
      {
        extends: true,
        test: {
          name: 'unit-node',
          root: repoRoot,
          // Engine, rule, script and schema code runs in Node; a file that needs browser
          // globals without rendering says `// @vitest-environment jsdom` at its top.
          environment: 'node',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: [...DOM_TESTS, 'test/server/**', 'test/e2e/**', 'test/authoring/**', 'node_modules/**'],
          // One worker runs file after file without restarting: modules are imported and
          // compiled once, not per file. A file must not rely on a fresh module state.
          isolate: false,
          // Some files load every rule file in a hook: slow on two busy cores.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // An analyst's rule edits applied to a copy of the repository, regenerated and
          // re-tested (one long test of its own processes), run by `npm run test:unit` and on
          // its own by `npm run test:authoring`. Beside the browser journeys it made the whole
          // run 11 s slower: those cores have no room left.
          name: 'authoring',
          root: repoRoot,
          environment: 'node',
          include: ['test/authoring/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-server',
          ...SERVER_TESTS,
          exclude: [...MOCKING_SERVER_TESTS, 'node_modules/**'],
          // Not restarting the worker per file keeps fastify, ajv and PGlite's compiled wasm
          // warm: 119 s -> 76 s for 12 server files. Each file still builds its own app and
          // database; module state is shared, so helpers key their caches by database.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The second server run, on PGlite, when the first ran on PostgreSQL (CI): the
          // engine-sensitive files only (`npm run test:server:embedded`, beside the journeys).
          name: 'server-embedded',
          ...SERVER_TESTS,
          include: EMBEDDED_PASS_TESTS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // vi.mock replaces a module for its own file only, which needs a fresh module graph.
          name: 'unit-server-mocked',
          ...SERVER_TESTS,
          include: MOCKING_SERVER_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          root: repoRoot,
          // Components render into jsdom, with Testing Library's cleanup after each test.
          environment: 'jsdom',
          include: DOM_TESTS,
          // One jsdom per worker, not per file: building a jsdom and importing React, rjsf and
          // the engine into it again for each of some thirty files was most of this project's
          // time (196 s -> 55 s on a busy machine; user CPU 97 s -> 31 s). Testing Library's
          // cleanup empties the page after each test; files pass in any order (--sequence.shuffle).
          isolate: false,
          setupFiles: ['test/setup.ts'],
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: repoRoot,
          // Specs drive a real Chromium against the real server started by globalSetup.
          environment: 'node',
          include: ['test/e2e/**/*.spec.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          // A failed journey prints what its open pages showed (test/e2e/support/failure-report.ts).
          setupFiles: ['test/e2e/support/failure-report.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // expect.poll waits 1 s by default: a page on two busy cores may need longer to draw.
          expect: { poll: { timeout: 10_000 } },
          // Three spec files at a time, each with its own browser: a journey spends most of
          // its time waiting on the page (about 150 s of CPU in 250 s on two workers), and a
          // third worker took the run from 247 s to 210 s on this two-core machine.
          fileParallelism: true,
          maxWorkers: 3,
          // A worker keeps the support modules (rule files, the server's modules a spec starts a
          // portal with) between its spec files rather than importing them again for each:
          // the import time of six specs fell from 19.9 s to 13.3 s. Each spec still launches
          // its own browser and keeps its state in its own module.
          isolate: false,
        },
      },
    ],
  },
});
