import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { answerKeyHoldersOnly } from '../http/dev-pages-key.js';
import { answerLocalClientsOnly } from '../http/local-only.js';
import { REPO_ROOT } from '../rules/load-rule-files.js';

/** Where demo mode serves the screen gallery: the list, its stylesheet, the drawing page and its assets. */
export const SCREENS_PATH = '/dev/screens';
const SCREENS_STYLESHEET_PATH = '/dev/screens/gallery.css';
export const SCREENS_VIEW_PATH = '/dev/screens/view';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/**
 * The screen gallery in demo mode (scripts/screens/README.md): `GET /dev/screens` lists every
 * screen in each state, read afresh from the rule files; `GET /dev/screens/view#<state>` is
 * the gallery page, a build of its own (src/portal/gallery/, made on the first request when
 * `npm run screens` has not made it), whose assets are under /dev/screens/assets/. The
 * tooling is loaded only here, on request, so production never loads it. Answers clients on
 * this machine holding the start's key only, as the dev mailbox and the rule book do.
 */
export const devScreens: FastifyPluginAsync = async (app) => {
  answerLocalClientsOnly(app);
  answerKeyHoldersOnly(app);
  const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
  // Paths only: the build tooling (Vite) loads when a page must be built, never at start.
  const { GALLERY_BUILD_DIR, GALLERY_HTML } = await import('../../../scripts/screens/gallery-paths.js');
  const galleryDir = join(REPO_ROOT, GALLERY_BUILD_DIR);
  let building: Promise<string> | undefined;
  /** The gallery page, built first when missing (the assets it names come with it). */
  const galleryHtml = async () => {
    const { buildGallery, galleryBuilt } = await import('../../../scripts/screens/build-gallery.js');
    if (!galleryBuilt(galleryDir)) {
      building ??= buildGallery(REPO_ROOT, galleryDir).finally(() => (building = undefined));
      await building;
    }
    return readFile(join(galleryDir, GALLERY_HTML));
  };

  app.get(SCREENS_STYLESHEET_PATH, async (request, reply) => {
    const { GALLERY_PAGE_STYLESHEET } = await import('../../../scripts/screens/gallery-page.js');
    return reply.headers({ ...headers, 'Content-Type': 'text/css; charset=utf-8' }).send(GALLERY_PAGE_STYLESHEET);
  });

  app.get(SCREENS_PATH, async (request, reply) => {
    const { galleryScreens } = await import('../../../scripts/screens/gallery-states.js');
    const { galleryPage } = await import('../../../scripts/screens/gallery-page.js');
    const html = galleryPage(galleryScreens(REPO_ROOT), { viewPath: SCREENS_VIEW_PATH, stylesheetHref: SCREENS_STYLESHEET_PATH });
    return reply.headers({ ...headers, 'Content-Type': 'text/html; charset=utf-8' }).send(html);
  });

  app.get(SCREENS_VIEW_PATH, async (request, reply) => {
    const html = await galleryHtml();
    return reply.headers({ ...headers, 'Content-Type': 'text/html; charset=utf-8' }).send(html);
  });

  app.get<{ Params: { '*': string } }>(`${SCREENS_PATH}/assets/*`, async (request, reply) => {
    const name = normalize(request.params['*']);
    const type = CONTENT_TYPES[extname(name)];
    if (!type || name.startsWith('..') || name.includes('/')) return reply.callNotFound();
    const body = await readFile(join(galleryDir, 'assets', name)).catch(() => undefined);
    if (!body) return reply.callNotFound();
    return reply.headers({ ...headers, 'Content-Type': type }).send(body);
  });
};
