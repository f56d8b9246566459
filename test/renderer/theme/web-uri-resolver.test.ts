import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import webUriResolver from '../../../src/renderer/theme/web-uri-resolver.js';
import registration from '../../../src/generated/models/registration.json';

/** The real fast-uri, through Node's require: Vite's alias would hand back the stand-in. */
const fastUri = createRequire(import.meta.url)('fast-uri') as { resolve(base: string, ref: string): string; equal(a: string, b: string): boolean };

const BASE = 'https://provider-portal.example/schemas/models/registration.json';

/** Every `$id` and `$ref` of a bundled model: what rjsf resolves in the browser. */
function idsAndRefs(node: unknown, found: { ids: string[]; refs: string[] } = { ids: [], refs: [] }) {
  if (Array.isArray(node)) node.forEach((item) => idsAndRefs(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$id' && typeof value === 'string') found.ids.push(value);
      else if (key === '$ref' && typeof value === 'string') found.refs.push(value);
      else idsAndRefs(value, found);
    }
  }
  return found;
}

describe('the browser stand-in for fast-uri', () => {
  const { ids, refs } = idsAndRefs(registration);

  it('makes every reference of a bundled model absolute exactly as fast-uri does', () => {
    expect(refs.length).toBeGreaterThan(0);
    for (const base of [BASE, ...ids]) {
      for (const ref of refs) expect(webUriResolver.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
    }
  });

  it('resolves relative paths, fragments and dot segments as fast-uri does', () => {
    for (const ref of ['#/definitions/password', '../defs/password.json', './defs/zip.json#/x', 'https://other.example/a.json', 'defs/a.json?x=1']) {
      expect(webUriResolver.resolve(BASE, ref)).toBe(fastUri.resolve(BASE, ref));
    }
  });

  it('compares ids as fast-uri does', () => {
    const cases: [string, string][] = [
      [BASE, BASE],
      [BASE, 'HTTPS://Provider-Portal.example/schemas/models/registration.json'],
      [BASE, 'https://provider-portal.example:443/schemas/models/registration.json'],
      [BASE, 'https://provider-portal.example/schemas/models/../models/registration.json'],
      [BASE, 'https://provider-portal.example/schemas/models/other.json'],
      [BASE, `${BASE}#/definitions/password`],
    ];
    for (const [a, b] of cases) expect(webUriResolver.equal(a, b)).toBe(fastUri.equal(a, b));
  });

  it('leaves a reference alone when there is no base to resolve it against', () => {
    expect(webUriResolver.resolve(undefined, '#/definitions/x')).toBe('#/definitions/x');
    expect(webUriResolver.resolve('relative/base.json', '#/definitions/x')).toBe('relative/base.json#/definitions/x');
  });
});
