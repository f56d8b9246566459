import { formatMessage } from '../../src/engine/messages/format-message.js';
import type { NodeTypeRegistry } from '../../src/engine/screen/node-type.js';
import { isSchemaNode } from '../../src/engine/schema/json-schema.js';
import type { MessageContext } from '../../test/support/catalogue.js';
import { quote } from './describe-change.js';

/**
 * A screen node as a line names it: its type and first text ("heading 'Register'"), a
 * form by its model ("form registration"), anything else by its type.
 */
export function nodeName(node: unknown, nodeTypes: NodeTypeRegistry, context: MessageContext): string {
  if (!isSchemaNode(node) || typeof node.type !== 'string') return 'node';
  if (typeof node.model === 'string') return `${node.type} ${node.model}`;
  for (const key of nodeTypes[node.type]?.messages ?? []) {
    const id = node[key];
    if (typeof id === 'string') return `${node.type} ${quote(formatMessage(context.catalogue, id, {}, context.globals))}`;
  }
  return node.type;
}
