import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build, loadConfigFromFile, type PluginOption } from 'vite';
import { GALLERY_BASE, GALLERY_BUILD_DIR, GALLERY_HTML } from './gallery-paths.js';

/** Plugins of vite.config.ts that only concern the portal's own delivery (preloads of its first route, compressed copies). */
const PORTAL_ONLY_PLUGINS = new Set(['portal:preload-default-route', 'portal:precompress-assets']);

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
