import type { Alias } from 'vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Two of rjsf's dependencies swapped for what the portal needs of them: rule files carry no
 * markdown, so markdown-to-jsx (84 KB) gives way to a plain-text renderer, and ajv's URI
 * resolver (fast-uri, 22 KB) to the browser's URL. Neither is a package the product is
 * specified on. Shared by the portal's build and the bench's stack floor, so the floor is the
 * stack as the portal ships it.
 */
export const LEAN_DEPENDENCY_ALIASES: Alias[] = [
  { find: 'markdown-to-jsx/react', replacement: fileURLToPath(new URL('../../src/renderer/theme/plain-markdown.tsx', import.meta.url)) },
  // The bare name only: the server's ajv loads fast-uri through Node's require, never Vite.
  { find: /^fast-uri$/, replacement: fileURLToPath(new URL('../../src/renderer/theme/web-uri-resolver.ts', import.meta.url)) },
];

/**
 * react-router's own production build for the bundle. Its package.json exports only its
 * development build, which keeps the library's development warnings and their texts
 * (ENABLE_DEV_WARNINGS, the only difference between the two); react-dom is chosen by
 * NODE_ENV, react-router is not. The same package and version: `dist/production` ships in it.
 * The tests keep the development build and its warnings.
 */
export const PRODUCTION_BUILD_ALIASES: Alias[] = (() => {
  // The copy react-router-dom itself resolves, whatever the install's layout.
  const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const production = join(dirname(fromRouterDom.resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
})();
