import { drawnModels } from '../../engine/screen/node-type.js';
import type { ScreenDefinition } from '../../engine/screen/screen-definition.js';
import { readJsonTree, REPO_ROOT } from './load-rule-files.js';
import { loadNodeTypes } from './node-types.js';

/**
 * The models the portal's screens draw as forms (form nodes, in modals and sections too).
 * Only these get a server validation route: API payload models are validated by their own
 * calls, and a route per model would only widen the surface.
 */
export function screenFormModels(root = REPO_ROOT): Set<string> {
  const models = new Set<string>();
  const nodeTypes = loadNodeTypes(root);
  const screens = readJsonTree('flows/screens', root).map(({ json }) => (json as ScreenDefinition).content ?? []);
  // Shared modals (flows/modals/) are on every screen: their forms are screen forms too.
  const modals = readJsonTree('flows/modals', root).map(({ json }) => [json]);
  for (const nodes of [...screens, ...modals]) {
    for (const drawn of drawnModels(nodes, nodeTypes)) {
      if (drawn.draws === 'form') models.add(drawn.model);
    }
  }
  return models;
}
