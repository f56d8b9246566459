import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { defaultRouteModules } from './default-route-models.js';

/**
 * Adds `<link rel="modulepreload">` to index.html for the app's own chunk (the entry loads
 * it on demand, src/portal/main.tsx) and for the chunks the default route's screen needs (its flow's screens and ui files, its models' bundled schemas and precompiled
 * validators, and what those import).
 * The app loads them on demand, after its entry script has run; preloading lets the
 * browser fetch them alongside the entry instead of one round trip later, which is most of
 * the time between the page frame and the form on a slow phone connection.
 */
export function preloadDefaultRoute(): Plugin {
  return {
    name: 'portal:preload-default-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const files = chunksToPreload(Object.values(bundle), [...APP_MODULES, ...defaultRouteModules()]);
        // Vite already preloads what the entry imports; a second link would be noise.
        return files.filter((file) => !html.includes(`/${file}"`)).map(
          (file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }),
        );
      },
    },
  };
}

/** The app's modules, which the entry imports on demand (src/portal/main.tsx, start-app.tsx): every page preloads them. */
export const APP_MODULES = ['src/portal/start-app.tsx', 'src/portal/app.tsx'] as const;

/**
 * The chunk files holding the given modules (repository paths), with the chunks they import
 * but the entry: what a page preloads so the browser fetches them beside the entry script.
 */
export function chunksToPreload(bundle: readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[], modules: readonly string[]): string[] {
  const chunks = bundle.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const wanted = modules.map((path) => `/${path}`);
  const files = new Set<string>();
  const add = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const found = chunks.find((candidate) => candidate.fileName === imported);
      if (found && !found.isEntry) add(found);
    }
  };
  for (const chunk of chunks) {
    // Chunks group several modules (vite.config.ts), so look at every module in each.
    const sources = chunk.moduleIds.map((id) => id.replaceAll('\\', '/'));
    if (sources.some((source) => wanted.some((suffix) => source.endsWith(suffix)))) add(chunk);
  }
  return [...files];
}
