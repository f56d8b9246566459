import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text. Images and fonts are compressed already; maps are for tools. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` beside every compressible file of the build, at the highest
 * settings (brotli 11, gzip 9): done once per release, where the server would pay for it on
 * every request. The static handler (`@fastify/static` with `preCompressed`) picks the copy
 * the browser accepts. A copy that is not smaller than the file is not written.
 *
 * Hand-written (30 lines over node:zlib) rather than a plugin package: the maintained ones
 * lag Vite's major versions, and this needs nothing but zlib.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      for (const file of filesUnder(outDir)) writeCompressedCopies(file);
    },
  };
}

/** Writes the `.br` and `.gz` copies of one file of the build, when it is text and they are worth it. */
export function writeCompressedCopies(file: string): void {
  if (!COMPRESSIBLE.test(file)) return;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) return;
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  const gzip = gzipSync(content, { level: 9 });
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
