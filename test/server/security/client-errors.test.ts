// @vitest-environment node
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../src/server/plugins/security-headers.js';
import { buildTestApp } from '../helper.js';

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', { timeout: 30_000 }, () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  }, 60_000);
  afterAll(() => app.close());

  it('answers malformed HTTP with 400 in { errors } and the security headers', async () => {
    const answer = await rawExchange(port, 'GET /api/timeout HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head.toLowerCase()).toContain(`content-security-policy: ${CONTENT_SECURITY_POLICY.toLowerCase()}`);
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(body)).toMatchObject({ errors: [{ path: '', messageId: 'request.malformed' }] });
  });

  it('answers headers over the size limit with 431 in { errors }', async () => {
    const answer = await rawExchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(body)).toMatchObject({ errors: [{ messageId: 'request.tooLarge' }] });
  });
});
