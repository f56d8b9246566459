import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { SourceMapGenerator } from 'source-map';
import { describe, expect, it } from 'vitest';
import { firstRouteModules } from '../../../scripts/bench/first-route-breakdown.js';

/** A built page of one script: a library's code, our code, and a flow file the map names no source for. */
function builtPage(): { dist: string; report: string; flowText: string } {
  const dist = mkdtempSync(join(tmpdir(), 'breakdown-'));
  mkdirSync(join(dist, 'assets'));
  const library = 'function render(e){return e.children.map(render)}'.repeat(20);
  const ours = 'export function drawScreen(s){return s.content.filter(Boolean)}'.repeat(10);
  const flowText = '{id:`registration`,steps:{start:{route:`/`,screen:`registration`}}}';
  const code = `${library}var flow=${flowText};${ours}`;
  const map = new SourceMapGenerator({ file: 'index.js' });
  map.addMapping({ generated: { line: 1, column: 0 }, original: { line: 1, column: 0 }, source: '../../node_modules/react-dom/index.js' });
  // The bundler maps a JSON module to nothing: its bytes follow a mapping with no source.
  // source-map's typings want a source on every mapping; the generator itself accepts none.
  map.addMapping({ generated: { line: 1, column: library.length } } as Parameters<SourceMapGenerator['addMapping']>[0]);
  map.addMapping({ generated: { line: 1, column: library.length + 'var flow='.length + flowText.length + 1 }, original: { line: 1, column: 0 }, source: '../../src/renderer/screen/draw.ts' });
  writeFileSync(join(dist, 'assets/index.js'), code);
  writeFileSync(join(dist, 'assets/index.js.map'), map.toString());
  writeFileSync(join(dist, 'index.html'), '<script type="module" src="/assets/index.js"></script>');
  const report = join(dist, 'chunk-modules.json');
  writeFileSync(report, JSON.stringify({ 'assets/index.js': { '/repo/flows/registration.json': flowText } }));
  return { dist, report, flowText };
}

describe('the first route split by module', () => {
  it('names each module by its origin: a floor library, a library beyond it, our code, a rule file', () => {
    const { dist, report } = builtPage();
    const origins = Object.fromEntries(firstRouteModules(dist, report, new Set(['react-dom'])).map((share) => [share.module, share.origin]));
    expect(origins).toMatchObject({ 'react-dom': 'library (floor)', 'src/renderer/screen/draw.ts': 'our code', 'flows/registration.json': 'flows' });
    const beyond = Object.fromEntries(firstRouteModules(dist, report, new Set()).map((share) => [share.module, share.origin]));
    expect(beyond['react-dom']).toBe('library (beyond floor)');
  });

  it("shares out exactly the script's brotli size, a rule file's bytes charged to it and not to the glue", () => {
    const { dist, report, flowText } = builtPage();
    const modules = firstRouteModules(dist, report, new Set());
    const file = brotliCompressSync(readFileSync(join(dist, 'assets/index.js')), { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
    expect(modules.reduce((sum, share) => sum + share.brotliBytes, 0)).toBeCloseTo(file, 6);
    expect(modules.find((share) => share.module === 'flows/registration.json')?.rawBytes).toBe(flowText.length);
    // 'var flow=' and ';' are all the glue there is once the flow file's own bytes are out.
    expect(modules.find((share) => share.module === '(bundler glue)')?.rawBytes).toBeCloseTo('var flow=;'.length, 6);
  });
});

