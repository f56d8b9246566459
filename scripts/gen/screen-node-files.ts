import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NodeTypeDescriptor } from '../../src/engine/screen/node-type.js';
import type { NodeType } from '../../src/renderer/screen/node-type.js';
import { stableJson, type GeneratedFile } from './generated-file.js';

/** The folder of node type files (one `*-node.tsx` each). */
const NODE_FOLDER = 'src/renderer/screen/nodes';

/** Every node type of the renderer, loaded in Node from its file. */
async function loadNodeTypes(root: string): Promise<NodeType[]> {
  const files = readdirSync(join(root, NODE_FOLDER)).filter((name) => name.endsWith('-node.tsx')).sort();
  const types: NodeType[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(root, NODE_FOLDER, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (typeof value === 'object' && value !== null && 'Component' in value && 'type' in value) types.push(value as NodeType);
    }
  }
  return types.sort((a, b) => a.type.localeCompare(b.type));
}

/** A node type's descriptor without its component and schema: what code without React reads. */
function descriptorOf({ Component: _component, schema: _schema, ...descriptor }: NodeType): NodeTypeDescriptor {
  return descriptor;
}

/**
 * From the node type files: schemas/meta/screen-nodes.schema.json (each type's fragment,
 * dispatched by `type`, plus the language's own `when`), and
 * src/generated/screen-node-types.json (the descriptors).
 */
export async function screenNodeFiles(root: string): Promise<GeneratedFile[]> {
  const types = await loadNodeTypes(root);
  const names = types.map((type) => type.type);
  const meta = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://provider-portal.example/schemas/meta/screen-nodes.schema.json',
    $comment: `generated - do not edit: written by npm run gen from ${NODE_FOLDER}/*-node.tsx (each node type's schema)`,
    title: 'Screen node (flows/screens/*.json content)',
    type: 'object',
    required: ['type'],
    properties: { type: { enum: names, description: `Use a node type the renderer draws: ${names.join(', ')}.` } },
    allOf: types.map((type) => ({
      if: { properties: { type: { const: type.type } }, required: ['type'] },
      then: {
        ...(type.schema.required ? { required: type.schema.required } : {}),
        properties: { type: true, when: { $ref: 'ui.schema.json#/definitions/condition' }, ...type.schema.properties },
        additionalProperties: false,
      },
    })),
  };
  return [
    { path: 'schemas/meta/screen-nodes.schema.json', content: stableJson(meta) },
    { path: 'src/generated/screen-node-types.json', content: stableJson(Object.fromEntries(types.map((type) => [type.type, descriptorOf(type)]))) },
  ];
}
