import type { Alias } from 'vite';
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
