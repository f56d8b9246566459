import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The browser bundle and the test projects. The portal is served by the Fastify server
 * from dist/; `npm run dev` proxies /api to it so both share one origin, as in production.
 */
export default defineConfig({
  plugins: [react()],
  // The manifest lets scripts/bench follow the chunks the default route loads.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'node_modules/**'],
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // Specs drive a real Chromium against the real server started by globalSetup.
          environment: 'node',
          include: ['test/e2e/**/*.spec.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One browser per spec file; two cores cannot drive more in parallel usefully.
          fileParallelism: false,
        },
      },
    ],
  },
});
