import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, loadConfigFromFile, type PluginOption } from 'vite';
import { GALLERY_BASE, GALLERY_BUILD_DIR, GALLERY_HTML } from './gallery-paths.js';

/** Plugins of vite.config.ts that only concern the portal's own delivery (preloads of its first route, compressed copies). */
const PORTAL_ONLY_PLUGINS = new Set(['portal:preload-default-route', 'portal:precompress-assets', 'portal:first-paint-html']);

/**
 * Builds the gallery page (src/portal/gallery/) of the repo at `root` into `outDir`, with the
 * portal's own Vite configuration (runtime aliases, rule-note stripping, chunking) minus its
 * delivery plugins, under GALLERY_BASE. A build of its own: `npm run build` and dist/ never
 * contain the gallery, so the portal's first route does not carry a byte of it.
 */
export async function buildGallery(root: string, outDir = join(root, GALLERY_BUILD_DIR)): Promise<string> {
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(root, 'vite.config.ts'), root, 'error');
  if (!loaded) throw new Error(`${root}/vite.config.ts could not be loaded`);
  const { config } = loaded;
  const plugins = (config.plugins ?? []).flat(Number.POSITIVE_INFINITY as 1).filter((plugin: PluginOption) => {
    const name = plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : undefined;
    return !PORTAL_ONLY_PLUGINS.has(String(name));
  });
  await build({
    ...config,
    configFile: false,
    root: join(root, 'src/portal'),
    base: GALLERY_BASE,
    plugins,
    logLevel: 'error',
    build: {
      ...config.build,
      outDir,
      emptyOutDir: true,
      manifest: false,
      sourcemap: false,
      rolldownOptions: { ...config.build?.rolldownOptions, input: { gallery: join(root, 'src/portal', GALLERY_HTML) } },
    },
  });
  return outDir;
}

/** Whether `dir` holds a gallery build. */
export function galleryBuilt(dir: string): boolean {
  return existsSync(join(dir, GALLERY_HTML));
}

/** What a gallery build is made of, below a repo root: the code, the rule files and generated files it bundles, the build's own configuration. */
const GALLERY_INPUTS = ['src', 'schemas', 'flows', 'scripts/build', 'scripts/screens/build-gallery.ts', 'scripts/screens/gallery-paths.ts', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];
/** The file in a gallery build naming the inputs it was made from. */
const INPUTS_FILE = 'inputs.sha256';

/**
 * Builds the gallery page of the repo at `root` into `outDir` unless the build there was made
 * from the same inputs (GALLERY_INPUTS, hashed): a build takes 15 to 35 s on two cores, and
 * the ref's side of `npm run screens -- --against <ref>` is the same from run to run.
 * Says whether it built.
 */
export async function buildGalleryOnce(root: string, outDir: string): Promise<boolean> {
  const inputs = galleryInputsHash(root);
  const stored = join(outDir, INPUTS_FILE);
  if (galleryBuilt(outDir) && existsSync(stored) && readFileSync(stored, 'utf8') === inputs) return false;
  await buildGallery(root, outDir);
  writeFileSync(stored, inputs);
  return true;
}

/** One hash of every file among the repo's GALLERY_INPUTS, with its path. */
function galleryInputsHash(root: string): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    const full = join(root, path);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) add(join(path, entry));
      return;
    }
    hash.update(`${path}\0`).update(readFileSync(full)).update('\0');
  };
  GALLERY_INPUTS.forEach(add);
  return hash.digest('hex');
}
