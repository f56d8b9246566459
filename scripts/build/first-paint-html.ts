import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer, type Plugin, type Rolldown } from 'vite';
import type { FirstPaintPage } from '../../src/portal/first-paint-pages.js';
import { FIRST_PAINT_ELEMENT_ID, firstPaintFile } from '../../src/portal/first-paint-element.js';
import { routeModules } from './default-route-models.js';
import { writeCompressedCopies } from './precompress-assets.js';
import { APP_MODULES, chunksToPreload } from './preload-default-route.js';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with a page's first paint before the app's root (hidden until the app takes
 * over), its title, and the scripts that page needs preloaded (`preloads`, asset files), in
 * place of those index.html preloads for the default route. They are fetched at low
 * priority: the first paint needs only the HTML and the stylesheet, so they must not compete
 * with those.
 */
export function withFirstPaint(indexHtml: string, page: FirstPaintPage, preloads: readonly string[]): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html lacks ${root}`);
  const entry = /<script type="module"[^>]*><\/script>/.exec(indexHtml)?.[0];
  if (!entry) throw new Error('index.html lacks its entry script');
  const links = preloads.map((file) => `\n    <link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeHtml(file)}">`).join('');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entry, `${entry}${links}`)
    .replace(root, `<div id="${FIRST_PAINT_ELEMENT_ID}">${page.markup}</div><div id="root" hidden></div>`);
}

/**
 * After the build, writes for each page that can have one (portal/first-paint-pages.tsx) a
 * copy of index.html carrying the page's frame and heading as HTML, so a phone paints them
 * as soon as the HTML and the stylesheet arrive instead of after the whole script has run;
 * the server sends it for that address (plugins/error-handling.ts). The pages are drawn by
 * the app's own components, loaded through Vite's SSR loader (the rule files, globbed, come
 * as the browser gets them). See docs/decisions/first-paint-in-html.md.
 */
export function firstPaintHtml(configFile: string): Plugin {
  let outDir = '';
  let bundle: (Rolldown.OutputChunk | Rolldown.OutputAsset)[] = [];
  return {
    name: 'portal:first-paint-html',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, written) {
      bundle = Object.values(written);
    },
    async closeBundle() {
      const server = await createServer({ configFile, appType: 'custom', logLevel: 'warn', server: { middlewareMode: true, hmr: false, ws: false } });
      try {
        const module = (await server.ssrLoadModule('/first-paint-pages.tsx')) as typeof import('../../src/portal/first-paint-pages.js');
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        // What the entry imports, then the app and the page's own screen, models and validators.
        const entryImports = bundle.flatMap((item) => (item.type === 'chunk' && item.isEntry ? item.imports : []));
        for (const page of await module.firstPaintPages()) {
          const file = join(outDir, firstPaintFile(page.path));
          const preloads = [...new Set([...entryImports, ...chunksToPreload(bundle, [...APP_MODULES, ...routeModules(page.path)])])];
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, withFirstPaint(indexHtml, page, preloads));
          writeCompressedCopies(file);
        }
      } finally {
        await server.close();
      }
    },
  };
}
