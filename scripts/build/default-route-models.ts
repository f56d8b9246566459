import type { FlowDefinition } from '../../src/engine/flow/flow-definition.js';
import type { ScreenDefinition, ScreenNode } from '../../src/engine/screen/screen-definition.js';
import { readJsonTree } from '../../src/server/rules/load-rule-files.js';

/**
 * The models the default route's screen draws (form and review nodes, modals and sections
 * included), read from flows/: the portal loads their schema and validators before showing it.
 */
export function defaultRouteModels(): string[] {
  const flows = readJsonTree('flows')
    .filter(({ file }) => !file.startsWith('flows/screens/'))
    .map(({ json }) => json as FlowDefinition);
  const step = flows.flatMap((flow) => Object.values(flow.steps)).find((candidate) => candidate.route === '/');
  if (!step) return [];
  const screen = readJsonTree('flows/screens')
    .map(({ json }) => json as ScreenDefinition)
    .find((candidate) => candidate.id === step.screen);
  const models = new Set<string>();
  const visit = (nodes: readonly ScreenNode[]) => {
    for (const node of nodes) {
      if (node.type === 'form' || node.type === 'review') models.add(node.model);
      if (node.type === 'modal' || node.type === 'section') visit(node.content);
    }
  };
  visit(screen?.content ?? []);
  return [...models];
}
