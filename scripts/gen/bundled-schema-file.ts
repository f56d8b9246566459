import { bundleSchema } from '../../src/engine/schema/bundle-schema.js';
import type { SchemaNode, SchemaRegistry } from '../../src/engine/schema/json-schema.js';
import { GENERATED_NOTICE, stableJson, type GeneratedFile } from './generated-file.js';
import type { GenerationTarget } from './generation-targets.js';

/**
 * The bundled schema of a target with the notice in `$comment`: JSON has no comments, and
 * `$comment` is the one keyword validators must ignore, so the notice changes no rule.
 * Keys keep the source files' order (properties order is the form's field order).
 */
export function bundledSchema(registry: SchemaRegistry, target: GenerationTarget): SchemaNode {
  return {
    $comment: `${GENERATED_NOTICE}: written by npm run gen from ${target.source}`,
    // An answer is serialised, never validated: no valid-character check (as the server bundles it).
    ...bundleSchema(registry, target.id, { validCharacters: target.kind !== 'answer' }),
  };
}

/** src/generated/models/<name>.json */
export function bundledSchemaFile(target: GenerationTarget, schema: SchemaNode): GeneratedFile {
  return { path: `src/generated/models/${target.name}.json`, content: stableJson(schema) };
}
