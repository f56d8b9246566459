import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The browser bundle. The portal is served by the Fastify server from dist/;
 * `npm run dev` proxies /api to it so both share one origin, as in production.
 */
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    setupFiles: ['test/setup.ts'],
  },
});
