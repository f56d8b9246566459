import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget for the JavaScript of the default route, gzipped. */
const JS_BUDGET_BYTES = 175 * 1024;

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** The chunk name; a model group is "model-<name>". */
  name?: string;
  imports?: string[];
}

/** A JavaScript file the default route loads, with its raw and gzipped sizes in bytes. */
export interface LoadedFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * The JavaScript the browser loads before the default route can run: the module scripts
 * and modulepreload links of dist/index.html, every chunk they import statically (per the
 * manifest), and the on-demand chunks of the models the default route's screen draws
 * (`models`: the generated schema and validators load before that screen shows).
 */
function defaultRouteScripts(dist: string, models: readonly string[] = []): LoadedFile[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const model of models) {
    // A model's schema and validators share one chunk named model-<name> (vite.config.ts).
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.name === `model-${model}`);
    if (!key) throw new Error(`the build has no chunk model-${model}: is "${model}" a generated model?`);
    visit(key);
  }
  for (const url of referencedScripts(html)) {
    const file = url.replace(/^\//, '');
    const key = byFile.get(file);
    if (key) visit(key);
    else files.add(file);
  }
  return [...files].map((file) => {
    const content = readFileSync(join(dist, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
}

/** The src of `<script type="module">` and the href of `<link rel="modulepreload">` tags. */
function referencedScripts(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const isModuleScript = /^<script/i.test(tag) && /\btype=["']?module/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /\brel=["']?modulepreload/i.test(tag);
    const url = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url && !/^[a-z]+:/i.test(url)) urls.push(url);
  }
  return urls;
}

/** Prints the files and the total against the budget; answers whether it is within. */
export function reportBundleSize(dist: string, models: readonly string[] = []): boolean {
  const files = defaultRouteScripts(dist, models);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`JavaScript loaded for the default route, models ${models.join(', ') || 'none'} included (gzip, level 9; KB = 1024 bytes):`);
  for (const { file, bytes, gzipBytes } of files.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kb(gzipBytes).padStart(10)}  (${kb(bytes)} raw)  ${file}`);
  }
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const within = total <= JS_BUDGET_BYTES;
  console.log(`  total ${kb(total)} of ${kb(JS_BUDGET_BYTES)} target: ${within ? 'within' : 'OVER'} target`);
  return within;
}
