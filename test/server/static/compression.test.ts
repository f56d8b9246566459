// @vitest-environment node
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, STATIC_HEADER } from '../helper.js';
import { insertReferenceRows } from '../registration/reference-rows.js';

/** A built portal as `npm run build` leaves it: a script with its brotli and gzip copies. */
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;

describe('compressed answers', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets/app-1a2b.js'), SCRIPT);
    writeFileSync(join(dist, 'assets/app-1a2b.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets/app-1a2b.js.gz'), gzipSync(SCRIPT));
    app = await buildTestApp({ staticDir: dist });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a script as its brotli copy to a browser that accepts brotli, the same script once decoded', async () => {
    const response = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a client that accepts only gzip, and the plain file to one that accepts neither', async () => {
    const gzip = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('does not serve the compressed copies as files of their own', async () => {
    const response = await app.inject({ url: '/assets/app-1a2b.js.br' });
    expect(response.statusCode).toBe(404);
  });

  it('compresses a large JSON answer on the fly and leaves a small one as it is', async () => {
    const large = await app.inject({ url: '/api/docs/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await app.inject({ url: '/api/timeout', headers: { ...STATIC_HEADER, 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses an answer of a few hundred bytes the first route loads (the registration defaults)', async () => {
    await insertReferenceRows(app.db);
    const plain = await app.inject({ url: '/api/user/registration/defaults', headers: STATIC_HEADER });
    const compressed = await app.inject({ url: '/api/user/registration/defaults', headers: { ...STATIC_HEADER, 'accept-encoding': 'br' } });
    expect(plain.rawPayload.length).toBeGreaterThan(256);
    expect(plain.rawPayload.length).toBeLessThan(1024);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(JSON.parse(plain.payload));
  });

  it('keeps the security headers on a compressed answer', async () => {
    const response = await app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
