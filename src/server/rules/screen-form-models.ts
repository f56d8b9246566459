import type { ScreenDefinition, ScreenNode } from '../../engine/screen/screen-definition.js';
import { readJsonTree, REPO_ROOT } from './load-rule-files.js';

/**
 * The models the portal's screens draw as forms (form nodes, in modals and sections too).
 * Only these get a server validation route: API payload models are validated by their own
 * calls, and a route per model would only widen the surface.
 */
export function screenFormModels(root = REPO_ROOT): Set<string> {
  const models = new Set<string>();
  const visit = (nodes: readonly ScreenNode[]) => {
    for (const node of nodes) {
      if (node.type === 'form') models.add(node.model);
      if (node.type === 'modal' || node.type === 'section') visit(node.content);
    }
  };
  for (const { json } of readJsonTree('flows/screens', root)) visit((json as ScreenDefinition).content ?? []);
  return models;
}
