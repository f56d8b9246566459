import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { FIRST_PAINT_DIR } from '../../portal/first-paint-element.js';

/**
 * The page addresses the build wrote a first paint for (dist/first-paint/, see
 * scripts/build/first-paint-html.ts), read once at start: a release's build does not change
 * while it runs. Only these addresses are ever turned into a file name, never a request's path.
 */
export function firstPaintPaths(staticDir: string): ReadonlySet<string> {
  const root = join(staticDir, FIRST_PAINT_DIR);
  if (!existsSync(root)) return new Set();
  const paths = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const page = `/${relative(root, full).split(sep).join('/').replace(/\.html$/, '')}`;
        paths.add(page === '/index' ? '/' : page);
      }
    }
  };
  walk(root);
  return paths;
}
