import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { FirstPaintPage } from '../../src/portal/first-paint-pages.js';
import { FIRST_PAINT_ELEMENT_ID, firstPaintFile } from '../../src/portal/first-paint-element.js';
import { writeCompressedCopies } from './precompress-assets.js';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with a page's first paint before the app's root (hidden until the app takes
 * over) and its title. The scripts it preloads are fetched at low priority: the first paint
 * needs only the HTML and the stylesheet, so they must not compete with those.
 */
export function withFirstPaint(indexHtml: string, page: FirstPaintPage): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error(`index.html lacks ${root}`);
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
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
  return {
    name: 'portal:first-paint-html',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const server = await createServer({ configFile, appType: 'custom', logLevel: 'warn', server: { middlewareMode: true, hmr: false, ws: false } });
      try {
        const module = (await server.ssrLoadModule('/first-paint-pages.tsx')) as typeof import('../../src/portal/first-paint-pages.js');
        const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
        for (const page of await module.firstPaintPages()) {
          const file = join(outDir, firstPaintFile(page.path));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, withFirstPaint(indexHtml, page));
          writeCompressedCopies(file);
        }
      } finally {
        await server.close();
      }
    },
  };
}
