import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';

/** The page's sources: the registration model on stock @rjsf/core (stock-form-page/main.tsx). */
const STOCK_PAGE_SOURCE = join(REPO_ROOT, 'scripts/bench/stock-form-page');

/** Where the bench builds that page (.bench/ is gitignored). */
const STOCK_FORM_DIST = join(REPO_ROOT, '.bench/stock-rjsf');

/**
 * Builds the stock-rjsf registration page into STOCK_FORM_DIST with Vite, on React 19 as the
 * portal is, minified for production. Its own inline config: the portal's vite.config.ts would bring the portal's aliases
 * and plugins (the preload and precompression of the shipped build) into the baseline.
 */
export async function buildStockForm(): Promise<string> {
  await build({
    configFile: false,
    root: STOCK_PAGE_SOURCE,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: STOCK_FORM_DIST, emptyOutDir: true },
  });
  return STOCK_FORM_DIST;
}

/** A static file server the bench started. */
export interface StaticServer {
  /** e.g. "http://127.0.0.1:41234/" */
  url: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * Serves `dir` on a loopback port with no security headers at all: stock rjsf compiles its
 * validators with `new Function`, which the portal's CSP (no 'unsafe-eval') would refuse.
 * Module scripts need http(s), so file:// will not do. Uncompressed: transfer is not what
 * this page is for, and loopback makes its size irrelevant to keystroke timings.
 */
export async function serveDirectory(dir: string): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const relative = normalize(pathname === '/' ? 'index.html' : decodeURIComponent(pathname)).replace(/^([/\\]|\.\.[/\\])+/, '');
    readFile(join(dir, relative))
      .then((body) => {
        response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(relative)] ?? 'application/octet-stream' });
        response.end(body);
      })
      .catch(() => {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found');
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
