import { getAtPointer } from '../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../src/engine/schema/json-schema.js';
import { resolveSchema } from '../../src/engine/schema/schema-at-path.js';
import type { RuleFile, RuleSet } from './rule-set.js';
import { walkSchema, type SchemaPlace } from './walk-schema.js';

/** A def or model with its bundle, for lints that need `$ref`s resolved. */
export interface BundledFile {
  file: RuleFile;
  bundle: SchemaNode;
}

/** The defs and models that bundle (an unresolved `$ref` is the refs lint's finding). */
export function bundledSchemaFiles(set: RuleSet): BundledFile[] {
  const out: BundledFile[] = [];
  for (const file of [...set.ofKind('def'), ...set.ofKind('model'), ...set.ofKind('answer')]) {
    const { schema } = set.bundle(file);
    if (schema) out.push({ file, bundle: schema });
  }
  return out;
}

/**
 * Every schema node of a def or model, walked in the file as written (so pointers name
 * the file's own places) with the bundled, `$ref`-resolved view of the same node beside
 * it. A bundle keeps the file's own structure, so one pointer addresses both.
 */
export function forEachSchemaNode(
  { bundle }: BundledFile,
  raw: unknown,
  visit: (place: SchemaPlace, resolved: SchemaNode) => void,
): void {
  walkSchema(raw, (place) => {
    const node = getAtPointer(bundle, place.pointer);
    if (isSchemaNode(node)) visit(place, resolveSchema(bundle, node));
  });
}
