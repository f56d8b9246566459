import type { Alias } from 'vite';

/** The React implementations the portal can be built on. */
export type BrowserRuntime = 'preact' | 'react';

/**
 * Which runtime the browser build and the component tests use: Preact through
 * `preact/compat` unless `PORTAL_RUNTIME=react` asks for React itself (the bench builds
 * both to print them side by side). The code is written against React's API and types
 * either way; see README "Decisions" for why the portal ships Preact.
 */
export function browserRuntime(env: NodeJS.ProcessEnv = process.env): BrowserRuntime {
  const asked = env.PORTAL_RUNTIME ?? 'preact';
  if (asked !== 'preact' && asked !== 'react') throw new Error(`PORTAL_RUNTIME must be "preact" or "react", not "${asked}"`);
  return asked;
}

/**
 * Module aliases that put `preact/compat` where React is imported (by our code and by
 * rjsf and swr). Anchored, so `react-is` stays itself.
 */
export function runtimeAliases(runtime: BrowserRuntime): Alias[] {
  if (runtime === 'react') return [];
  return [
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react$/, replacement: 'preact/compat' },
  ];
}

/**
 * For the component tests: the ES module builds of the libraries that import React, so
 * Vite transforms them and the runtime aliases reach their imports too. Under Vitest the
 * `node` export condition picks their CommonJS builds, which would require React itself
 * through Node and mix two runtimes in one tree.
 */
export function componentTestAliases(runtime: BrowserRuntime, nodeModules: string): Alias[] {
  if (runtime === 'react') return [];
  return [
    { find: /^@testing-library\/react$/, replacement: `${nodeModules}/@testing-library/react/dist/@testing-library/react.esm.js` },
    ...runtimeAliases(runtime),
  ];
}

/** The packages above, which the component tests must let Vite transform rather than Node load. */
export const RUNTIME_DEPENDENTS: RegExp[] = [/\/@testing-library\/react\//, /\/@rjsf\//, /\/swr\//];
