import { bundleSchema } from '../../engine/schema/bundle-schema.js';
import type { SchemaNode } from '../../engine/schema/json-schema.js';
import { answerId, answerNames, loadSchemaRegistry } from '../rules/load-rule-files.js';

let bundled: ReadonlyMap<string, SchemaNode> | undefined;

/**
 * Every answer of schemas/answers, bundled (shared shapes and their `$ref`s made local), by
 * name. Read once, on first use, from the checkout the server runs from: route files declare
 * their responses while they are imported, before any app exists to hold them.
 */
function bundledAnswers(): ReadonlyMap<string, SchemaNode> {
  if (!bundled) {
    const registry = loadSchemaRegistry();
    bundled = new Map(answerNames().map((name) => [name, bundleSchema(registry, answerId(name), { validCharacters: false })]));
  }
  return bundled;
}

/**
 * The response schema of one answer (schemas/answers/<name>.json). Fastify serialises the
 * reply with it, so a field the file does not declare is never sent; the OpenAPI document
 * names it as a component. Throws at start-up for a name no file has.
 */
export function answerSchema(name: string): SchemaNode {
  const schema = bundledAnswers().get(name);
  if (!schema) throw new Error(`answer ${name} is missing from schemas/answers`);
  return schema;
}
