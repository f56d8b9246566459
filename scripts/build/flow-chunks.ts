import type { FlowDefinition } from '../../src/engine/flow/flow-definition.js';
import { callLibrary, resolveNamedCallsOrThrow } from '../../src/engine/flow/named-calls.js';
import { drawnModels } from '../../src/engine/screen/node-type.js';
import type { ScreenDefinition } from '../../src/engine/screen/screen-definition.js';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonTree, REPO_ROOT } from '../../src/server/rules/load-rule-files.js';
import { loadNodeTypes } from '../../src/server/rules/node-types.js';

/**
 * The flow files (flows/*.json; screens and shared modals live in subfolders) as the portal
 * runs them: the calls and outcome lists they name (flows/calls/) written in place.
 */
export function readFlows(root = REPO_ROOT): { file: string; flow: FlowDefinition }[] {
  const calls = callLibrary(readJsonTree('flows/calls', root).map(({ json }) => json));
  return readJsonTree('flows', root)
    .filter(({ file }) => /^flows\/[^/]+\.json$/.test(file))
    .map(({ file, json }) => ({ file, flow: resolveNamedCallsOrThrow(json as FlowDefinition, calls, file) }));
}

/** The screen files by screen id. */
export function readScreens(): Map<string, { file: string; screen: ScreenDefinition }> {
  return new Map(readJsonTree('flows/screens').map(({ file, json }) => [(json as ScreenDefinition).id, { file, screen: json as ScreenDefinition }]));
}

/**
 * The ui file of that name and the files it extends, in order, as repository paths: the
 * portal loads them together (engine/content/ui-extends.ts). A missing file ends the chain
 * (check:schemas reports it).
 */
export function uiFileChain(name: string): string[] {
  const chain: string[] = [];
  for (let next: unknown = name; typeof next === 'string'; ) {
    const path = `schemas/ui/${next}.json`;
    if (chain.includes(path) || !existsSync(join(REPO_ROOT, path))) break;
    chain.push(path);
    next = (JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8')) as { extends?: unknown }).extends;
  }
  return chain;
}

/**
 * Which chunk each screen file and ui file ships in, by repository path: `flow-<name>` of the
 * first flow (in file order) with a step drawing the screen, and a ui file with the first
 * screen that draws it (or, when none does, the first whose ui file extends it). So a visitor downloads a flow's screens when the flow is reached,
 * not with the entry script; a screen no flow draws is left to the bundler.
 */
export function flowChunks(): Map<string, string> {
  const screens = readScreens();
  const nodeTypes = loadNodeTypes();
  const chunks = new Map<string, string>();
  const drawnUi: [string, string][] = [];
  for (const { file, flow } of readFlows()) {
    const name = `flow-${file.replace(/^flows\/|\.json$/g, '')}`;
    // A flow's own texts (schemas/messages/flows/<flow>.json) travel with it.
    const messages = `schemas/messages/flows/${file.replace(/^flows\/|\.json$/g, '')}.json`;
    if (existsSync(join(REPO_ROOT, messages))) chunks.set(messages, name);
    for (const step of Object.values(flow.steps)) {
      const found = screens.get(step.screen);
      if (!found || chunks.has(found.file)) continue;
      chunks.set(found.file, name);
      for (const drawn of drawnModels(found.screen.content, nodeTypes)) drawnUi.push([drawn.ui, name]);
    }
  }
  // A ui file goes with the flow that draws it before one that only extends it.
  for (const [ui, name] of drawnUi) if (!chunks.has(`schemas/ui/${ui}.json`)) chunks.set(`schemas/ui/${ui}.json`, name);
  for (const [ui, name] of drawnUi) for (const path of uiFileChain(ui)) if (!chunks.has(path)) chunks.set(path, name);
  return chunks;
}

/** The chunk a module of the build belongs to by flowChunks(), from its absolute id. */
export function flowChunkNamer(repoRoot: string): (id: string) => string | null {
  const chunks = flowChunks();
  const root = repoRoot.replaceAll('\\', '/').replace(/\/?$/, '/');
  return (id) => {
    const path = id.replaceAll('\\', '/');
    return path.startsWith(root) ? (chunks.get(path.slice(root.length)) ?? null) : null;
  };
}
