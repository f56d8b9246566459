import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';

/** Per chunk file: the rule files (JSON modules) it carries, each with its code as rendered in the chunk. */
export type ChunkModules = Record<string, Record<string, string>>;

/**
 * Writes, beside the build, which JSON modules each chunk carries and their rendered code
 * (scripts/bench/first-route-breakdown.ts reads it). The bundler gives JSON modules no
 * source map, so a map alone cannot tell a chunk's rule files from the code beside them.
 */
export function chunkModules(outFile: string): Plugin {
  return {
    name: 'portal:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: ChunkModules = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        report[item.fileName] = Object.fromEntries(
          Object.entries(item.modules)
            .filter(([id]) => id.endsWith('.json'))
            .map(([id, module]) => [id, module.code ?? '']),
        );
      }
      mkdirSync(dirname(outFile), { recursive: true });
      writeFileSync(outFile, JSON.stringify(report));
    },
  };
}
