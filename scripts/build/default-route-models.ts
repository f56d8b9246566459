import type { FlowDefinition } from '../../src/engine/flow/flow-definition.js';
import { drawnModels } from '../../src/engine/screen/node-type.js';
import type { ScreenDefinition } from '../../src/engine/screen/screen-definition.js';
import { readJsonTree } from '../../src/server/rules/load-rule-files.js';
import { loadNodeTypes } from '../../src/server/rules/node-types.js';

/**
 * The models the default route's screen draws (form and review nodes, modals and sections
 * included), read from flows/: the portal loads their schema and validators before showing it.
 */
export function defaultRouteModels(): string[] {
  const flows = readJsonTree('flows')
    // Flow files only: screens and shared modals live in subfolders.
    .filter(({ file }) => /^flows\/[^/]+\.json$/.test(file))
    .map(({ json }) => json as FlowDefinition);
  const step = flows.flatMap((flow) => Object.values(flow.steps)).find((candidate) => candidate.route === '/');
  if (!step) return [];
  const screen = readJsonTree('flows/screens')
    .map(({ json }) => json as ScreenDefinition)
    .find((candidate) => candidate.id === step.screen);
  return [...new Set(drawnModels(screen?.content ?? [], loadNodeTypes()).map((drawn) => drawn.model))];
}
