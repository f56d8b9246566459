// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAtPointer } from '../../../src/engine/schema/json-pointer.js';
import { OPENAPI_PATH } from '../../../src/server/openapi/openapi.js';
import { buildTestApp } from '../helper.js';

const SPECTRAL = fileURLToPath(new URL('../../../node_modules/.bin/spectral', import.meta.url));
const RULESET = fileURLToPath(new URL('./spectral-ruleset.yaml', import.meta.url));

/** One finding of `spectral lint --format json` (severity 0 error, 1 warning, 2 info, 3 hint). */
interface SpectralFinding {
  code: string;
  message: string;
  path: string[];
  severity: number;
}

/**
 * Warnings kept on purpose, by rule and path: the catch-all `POST /api/forms/:model/validation`
 * exists to answer 404 for a name that is no form model, so it has no success answer.
 */
const ACCEPTED_WARNINGS = new Set(['operation-success-response /paths//api/forms/{model}/validation/post/responses']);

/** Every `$ref` in the document, with the JSON pointer of the object holding it. */
function references(node: unknown, at = ''): Array<{ ref: string; at: string }> {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [{ ref: value, at }] : references(value, `${at}/${key}`),
  );
}

/** Runs Spectral's CLI on a document file; its findings even when it exits non-zero (it does on errors). */
async function spectralLint(file: string): Promise<SpectralFinding[]> {
  const args = ['lint', file, '--ruleset', RULESET, '--format', 'json', '--quiet'];
  const stdout = await promisify(execFile)(SPECTRAL, args, { maxBuffer: 64 * 1024 * 1024, timeout: 60_000 }).then(
    (result) => result.stdout,
    (error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout?.trim().startsWith('[')) throw new Error(`spectral failed: ${error.stderr ?? String(error)}`);
      return error.stdout;
    },
  );
  return JSON.parse(stdout) as SpectralFinding[];
}

describe('the OpenAPI document, as external tools read it', () => {
  let app: FastifyInstance;
  let document: Record<string, unknown>;
  beforeAll(async () => {
    app = await buildTestApp();
    document = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
  });
  afterAll(() => app?.close());

  it('resolves every $ref inside itself', () => {
    const all = references(document);
    expect(all.length).toBeGreaterThan(0);
    const unresolved = all.filter(({ ref }) => !ref.startsWith('#') || getAtPointer(document, ref) === undefined);
    expect(unresolved.map(({ ref, at }) => `${at}: ${ref}`)).toEqual([]);
  });

  it('passes Spectral with no error and no warning but the accepted ones', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const findings = await spectralLint(file);
      const label = (finding: SpectralFinding) => `${finding.code} /${finding.path.join('/')}`;
      expect(findings.filter((finding) => finding.severity === 0).map((finding) => `${label(finding)}: ${finding.message}`)).toEqual([]);
      expect(findings.filter((finding) => finding.severity === 1 && !ACCEPTED_WARNINGS.has(label(finding))).map(label)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
