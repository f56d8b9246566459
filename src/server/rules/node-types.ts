import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NodeTypeRegistry } from '../../engine/screen/node-type.js';
import { REPO_ROOT } from './load-rule-files.js';

/**
 * What each screen node type's keys hold, as `npm run gen` wrote it from the renderer's node
 * files: read from src/generated so the server and the lints walk screens without React.
 */
export function loadNodeTypes(root = REPO_ROOT): NodeTypeRegistry {
  return JSON.parse(readFileSync(join(root, 'src/generated/screen-node-types.json'), 'utf8')) as NodeTypeRegistry;
}
