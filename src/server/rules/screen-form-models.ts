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
  for (const { json } of readJsonTree('flows/screens', root)) {
    for (const drawn of drawnModels((json as ScreenDefinition).content ?? [], nodeTypes)) {
      if (drawn.draws === 'form') models.add(drawn.model);
    }
  }
  return models;
}
