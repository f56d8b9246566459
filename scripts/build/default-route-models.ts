import { drawnModels } from '../../src/engine/screen/node-type.js';
import { loadNodeTypes } from '../../src/server/rules/node-types.js';
import { readFlows, readScreens, uiFileChain } from './flow-chunks.js';

/**
 * The modules a route's screen needs beyond the entry script, as repository paths: its
 * screen file, the ui files and models its form and review nodes draw (modals and sections
 * included), and those models' precompiled validators. The portal loads them before showing
 * the screen.
 */
export function routeModules(route: string): string[] {
  const step = readFlows()
    .flatMap(({ flow }) => Object.values(flow.steps))
    .find((candidate) => candidate.route === route);
  const found = step ? readScreens().get(step.screen) : undefined;
  if (!found) return [];
  const drawn = drawnModels(found.screen.content, loadNodeTypes());
  return [
    found.file,
    ...new Set(drawn.flatMap(({ model, ui }) => [...uiFileChain(ui), `src/generated/models/${model}.json`, `src/generated/validators/${model}.js`])),
  ];
}

/** The modules the default route's (`/`) screen needs beyond the entry script. */
export function defaultRouteModules(): string[] {
  return routeModules('/');
}

/** The names of the models the default route's screen draws (their chunks are `model-<name>`). */
export function defaultRouteModels(): string[] {
  return defaultRouteModules().flatMap((path) => /^src\/generated\/models\/([a-z0-9-]+)\.json$/.exec(path)?.slice(1) ?? []);
}
