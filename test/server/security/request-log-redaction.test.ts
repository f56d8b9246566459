// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMailConfig } from '../../../src/server/mail/mail-config.js';
import { buildTestApp, STATIC_HEADER } from '../helper.js';

const CODE = '918273';
const TOKEN = 'tok3n-secret-4711';
const { linkPaths } = loadMailConfig();

describe('request logs hold no one-time code or link token', { timeout: 30_000 }, () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } });
  }, 60_000);
  afterAll(() => app.close());

  const logOf = async (url: string) => {
    lines.length = 0;
    await app.inject({ method: 'GET', url, headers: STATIC_HEADER });
    return lines.map((line) => JSON.parse(line) as { msg: string; req?: { path?: string } });
  };

  it("redacts the code of /verifyemailotp/{code} in Fastify's incoming-request line and every other line", async () => {
    const entries = await logOf(`/api/authentication/42/verifyemailotp/${CODE}`);
    expect(JSON.stringify(entries)).not.toContain(CODE);
    const incoming = entries.find((entry) => entry.msg === 'incoming request');
    expect(incoming?.req?.path).toBe('/api/authentication/42/verifyemailotp/[redacted]');
    expect(entries.some((entry) => entry.msg === 'request completed')).toBe(true);
  });

  it('redacts the code when a letter of the path is sent as a percent-escape', async () => {
    const entries = await logOf(`/api/authentication/42/verifyemail%6Ftp/${CODE}`);
    expect(JSON.stringify(entries)).not.toContain(CODE);
  });

  it('redacts the code when the router refuses the path (an over-long code) too', async () => {
    const long = `${CODE}${'9'.repeat(120)}`;
    const entries = await logOf(`/api/authentication/42/verifyemailotp/${long}`);
    expect(JSON.stringify(entries)).not.toContain(CODE);
  });

  it('redacts the token of a registration link opened as a page path', async () => {
    const entries = await logOf(`${linkPaths.registrationLink}/MQ/${TOKEN}`);
    expect(JSON.stringify(entries)).not.toContain(TOKEN);
    expect(entries.find((entry) => entry.msg === 'incoming request')?.req?.path).toBe(`${linkPaths.registrationLink}/MQ/[redacted]`);
  });

  it('keeps other paths as they are, without their query string', async () => {
    const entries = await logOf('/api/authentication/42/passwordrecoverytoken?token=abc');
    expect(entries.find((entry) => entry.msg === 'incoming request')?.req?.path).toBe('/api/authentication/42/passwordrecoverytoken');
  });
});
