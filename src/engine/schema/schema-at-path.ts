import { getAtPointer, parsePointer } from './json-pointer.js';
import { isSchemaNode, type SchemaNode } from './json-schema.js';

/**
 * Resolves a local `$ref` and merges the keywords written beside it (a model may give a
 * shared name definition its own title), as ajv 8 and rjsf both do.
 */
export function resolveSchema(root: SchemaNode, node: SchemaNode): SchemaNode {
  if (typeof node.$ref !== 'string') return node;
  // Worked out once per node: fields, errors and rules resolve the same few on every keystroke.
  let known = resolved.get(root);
  if (!known) resolved.set(root, (known = new WeakMap()));
  let answer = known.get(node);
  if (!answer) {
    answer = followRefs(root, node);
    // Shared from now on: a caller that wrote into it would change every other caller's copy.
    if (answer !== node) Object.freeze(answer);
    known.set(node, answer);
  }
  return answer;
}

const resolved = new WeakMap<SchemaNode, WeakMap<SchemaNode, SchemaNode>>();

function followRefs(root: SchemaNode, node: SchemaNode): SchemaNode {
  let current = node;
  const seen = new Set<string>();
  while (typeof current.$ref === 'string' && current.$ref.startsWith('#') && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    const target = getAtPointer(root, current.$ref);
    if (!isSchemaNode(target)) break;
    const { $ref: _ref, ...siblings } = current;
    current = { ...target, ...siblings };
  }
  return current;
}

/**
 * The schema that governs the value at a data pointer ("/securityAnswers/0/Answer") in a
 * bundled model, or undefined when the model does not describe that place.
 */
export function schemaAtDataPath(root: SchemaNode, dataPointer: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = resolveSchema(root, root);
  for (const segment of parsePointer(dataPointer)) {
    if (!node) return undefined;
    const properties = node.properties;
    const items = node.items;
    let next: unknown;
    if (isSchemaNode(properties) && segment in properties) next = properties[segment];
    else if (Array.isArray(items)) next = items[Number(segment)] ?? node.additionalItems;
    else if (isSchemaNode(items)) next = items;
    else if (isSchemaNode(node.additionalProperties)) next = node.additionalProperties;
    node = isSchemaNode(next) ? resolveSchema(root, next) : undefined;
  }
  return node;
}
