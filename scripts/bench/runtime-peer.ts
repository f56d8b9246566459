import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import type { BrowserRuntime } from '../build/browser-runtime.js';

/** Where the bench builds the portal on the runtime it does not ship, to measure beside it. */
export const PEER_DIST = join(REPO_ROOT, '.bench/dist-react');

/** The runtime the peer build uses: the one the portal's code is written against. */
export const PEER_RUNTIME: BrowserRuntime = 'react';

/**
 * Builds the same portal on React itself into PEER_DIST (`PORTAL_RUNTIME=react vite build`),
 * so the bench can print the shipped build's figures side by side with React's in one run.
 */
export function buildPeer(): string {
  execFileSync(join(REPO_ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', PEER_DIST, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORTAL_RUNTIME: PEER_RUNTIME },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return PEER_DIST;
}

/** One figure of both builds, and what the shipped one is as a share of the peer. */
export function reportSideBySide(rows: readonly [name: string, shipped: number, peer: number, unit: string][]): void {
  console.log('Shipped build (Preact through preact/compat) beside the same portal on React, same run:');
  for (const [name, shipped, peer, unit] of rows) {
    const ratio = peer === 0 ? Number.NaN : shipped / peer;
    console.log(`  ${name.padEnd(34)} ${`${shipped.toFixed(1)} ${unit}`.padStart(12)}  vs ${`${peer.toFixed(1)} ${unit}`.padStart(12)}  (${ratio.toFixed(2)}x)`);
  }
}
