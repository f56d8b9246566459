import { getAtPointer, toPointer } from '../../../src/engine/schema/json-pointer.js';
import { isSchemaNode, type SchemaNode } from '../../../src/engine/schema/json-schema.js';
import { siblingReference } from '../../../src/engine/schema/sibling-reference.js';
import { didYouMean } from '../closest-match.js';
import type { Finding } from '../finding.js';
import { finding, type LintContext } from '../lint.js';
import { childSchema, propertyNames } from '../model-fields.js';
import { bundledSchemaFiles, forEachSchemaNode } from '../schema-files.js';
import { SAME_VALUE_KEYWORDS, type SchemaPlace } from '../walk-schema.js';

const LINT = 'cross-field-keywords';

/** For each cross-field keyword: where in one rule its property names are. */
const NAME_PATHS: Readonly<Record<string, readonly string[]>> = {
  equalsField: ['field', 'other'],
  excludesFieldValues: ['field', 'others'],
  differsFromFields: ['field', 'others'],
  pairedProperties: ['properties'],
};

/**
 * Our cross-field keywords must name properties the object has. The generated check reads
 * `data[name]`, so a misspelt or missing name makes the rule silently never fire.
 * `uniqueByProperty` names a property of the array's items.
 */
export function checkCrossFieldKeywords({ set }: LintContext): Finding[] {
  const findings: Finding[] = [];
  for (const bundled of bundledSchemaFiles(set)) {
    const { file, bundle } = bundled;
    forEachSchemaNode(bundled, file.json, (place, resolved) => {
      for (const [keyword, paths] of Object.entries(NAME_PATHS)) {
        const value = place.node[keyword];
        if (value === undefined) continue;
        const names = objectScope(bundle, place);
        const rules = Array.isArray(value) ? value.map((rule, index) => [rule, [keyword, String(index)]] as const) : [[value, [keyword]] as const];
        for (const [rule, at] of rules) {
          if (!isSchemaNode(rule)) continue;
          for (const path of paths) {
            const given = rule[path];
            const list = Array.isArray(given) ? given.map((name, index) => [name, [path, String(index)]] as const) : [[given, [path]] as const];
            for (const [name, where] of list) {
              if (typeof name !== 'string' || names.has(name)) continue;
              findings.push(
                finding(LINT, file.file, toPointer([...place.segments, ...at, ...where]), `${keyword} names "${name}", which is not a property here`, `name one of ${[...names].map((n) => `"${n}"`).join(', ') || 'the properties (there are none)'}${didYouMean(name, names)}, or add the property`),
              );
            }
          }
        }
      }
      findings.push(...siblingReferences(bundle, file.file, place));
      const unique = place.node.uniqueByProperty;
      if (isSchemaNode(unique) && typeof unique.property === 'string') {
        const items = childSchema(bundle, resolved, 'items');
        const names = items ? propertyNames(bundle, items) : new Set<string>();
        if (!names.has(unique.property)) {
          findings.push(
            finding(LINT, file.file, toPointer([...place.segments, 'uniqueByProperty', 'property']), `uniqueByProperty names "${unique.property}", which is not a property of the items`, `name a property of the items${didYouMean(unique.property, names)}`),
          );
        }
      }
    });
  }
  return findings;
}

/**
 * A field's keyword whose value is another field of the same object (`"formatMinimum":
 * { "$data": "1/from" }`) must name a property that object has: ajv skips a rule whose
 * `$data` finds nothing, so a misspelt name would silently never refuse.
 */
function siblingReferences(bundle: SchemaNode, file: string, place: SchemaPlace): Finding[] {
  if (place.viaKeyword !== 'properties' || !place.parent) return [];
  const findings: Finding[] = [];
  for (const [keyword, value] of Object.entries(place.node)) {
    const name = siblingReference(value);
    if (name === undefined) continue;
    const names = objectScope(bundle, place.parent);
    if (names.has(name)) continue;
    findings.push(
      finding(LINT, file, toPointer([...place.segments, keyword, '$data']), `${keyword} compares with "${name}", which is not a property here`, `name one of ${[...names].map((n) => `"${n}"`).join(', ')}${didYouMean(name, names)}, or add the property`),
    );
  }
  return findings;
}

/**
 * The property names visible where a keyword is written: its own node's, and, for a node
 * inside allOf/if/then (which apply to the same object), those of the enclosing nodes.
 */
function objectScope(bundle: SchemaNode, place: SchemaPlace): Set<string> {
  const names = new Set<string>();
  let current: SchemaPlace | undefined = place;
  while (current) {
    // Walk places are the file as written; its bundle has the same shape with refs made local.
    const node = getAtPointer(bundle, current.pointer);
    if (isSchemaNode(node)) for (const name of propertyNames(bundle, node)) names.add(name);
    current = current.viaKeyword !== undefined && SAME_VALUE_KEYWORDS.has(current.viaKeyword) ? current.parent : undefined;
  }
  return names;
}
