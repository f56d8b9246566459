import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';
import { resolveSchema } from '../schema/schema-at-path.js';

/** A field's `normalize` rule: a value matching `pattern` is kept as `replacement` (`$1`... its groups). */
export interface NormalizeRule {
  pattern: string;
  replacement: string;
}

/**
 * The data as the rules keep it, before anyone validates or stores it:
 *
 * - every empty string is removed from an optional property whose own rules refuse it (a
 *   minimum length, a pattern, an enum, a const or a format): an empty optional field
 *   ("Address Line 2" left blank, sent as `""` the way a form sends an empty input) means "not
 *   given", not "too short" or "invalid". Required properties keep their `""` (and get their
 *   own message); an empty string a field already accepts is kept, so no call that works today
 *   changes meaning;
 * - a string whose schema has a `normalize` rule and matches its pattern becomes its
 *   replacement: a phone typed `(555) 555-0100` or `555-555-0100` is the ten digits its
 *   other rules ask for. A value that does not match is left for those rules to refuse.
 *
 * Browser and server both validate (and the server handles and stores) the result, so they
 * agree. Returns `data` itself when nothing changed.
 */
export function withNormalisedStrings(root: SchemaNode, data: unknown): unknown {
  return strip(root, root, data);
}

function strip(root: SchemaNode, node: unknown, data: unknown): unknown {
  if (!isSchemaNode(node)) return data;
  const plan = planOf(root, node);
  if (typeof data === 'string') return plan.normalize ? data.replace(plan.normalize, (...match) => normalised(plan, match)) : data;
  if (Array.isArray(data)) {
    const items = plan.items;
    if (!items) return data;
    const next = data.map((item) => strip(root, items, item));
    return next.some((item, index) => item !== data[index]) ? next : data;
  }
  if (!isSchemaNode(data) || !plan.properties) return data;
  // A part of the data already stripped against this schema (a keystroke changes one field) answers as before.
  const done = plan.stripped.get(data);
  if (done) return done;
  let changed = false;
  const out: [string, unknown][] = [];
  for (const [name, value] of Object.entries(data)) {
    const property = plan.properties.get(name);
    if (value === '' && property?.dropsEmpty) {
      changed = true;
      continue;
    }
    const next = property ? strip(root, property.schema, value) : value;
    if (next !== value) changed = true;
    out.push([name, next]);
  }
  // fromEntries defines own properties, so a "__proto__" key stays data.
  const result = changed ? Object.fromEntries(out) : data;
  plan.stripped.set(data, result);
  return result;
}

/** What stripping needs of a schema node, worked out once: the form is validated on every keystroke. */
interface StripPlan {
  items?: SchemaNode;
  /** The `normalize` rule's pattern (matching the whole value) and replacement. */
  normalize?: RegExp;
  replacement?: string;
  /** Objects stripped against this schema, and what came of each; data is never changed in place. */
  stripped: WeakMap<object, unknown>;
  properties?: ReadonlyMap<string, { schema: SchemaNode; dropsEmpty: boolean }>;
}

const plans = new WeakMap<SchemaNode, WeakMap<SchemaNode, StripPlan>>();

function planOf(root: SchemaNode, node: SchemaNode): StripPlan {
  let known = plans.get(root);
  if (!known) plans.set(root, (known = new WeakMap()));
  let plan = known.get(node);
  if (plan) return plan;
  const schema = resolveSchema(root, node);
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const properties = isSchemaNode(schema.properties) ? schema.properties : undefined;
  const normalize = isSchemaNode(schema.normalize) ? (schema.normalize as unknown as NormalizeRule) : undefined;
  plan = {
    stripped: new WeakMap(),
    // The whole value must match (ajv's own flag for patterns); our patterns come from schemas/, never from a request.
    ...(normalize ? { normalize: new RegExp(`^(?:${normalize.pattern})$`, 'u'), replacement: normalize.replacement } : {}),
    ...(isSchemaNode(schema.items) ? { items: schema.items } : {}),
    ...(properties
      ? {
          properties: new Map(
            Object.entries(properties)
              .filter((entry): entry is [string, SchemaNode] => isSchemaNode(entry[1]))
              .map(([name, property]) => {
                const resolved = resolveSchema(root, property);
                return [name, { schema: resolved, dropsEmpty: !required.has(name) && refusesEmpty(resolved) }];
              }),
          ),
        }
      : {}),
  };
  known.set(node, plan);
  return plan;
}

const emptyMatches = new Map<string, boolean>();

/** Whether a field's own rules refuse `""` (so today it could only be sent by mistake). */
function refusesEmpty(schema: SchemaNode): boolean {
  // Only string fields: an empty string in a number or a flag stays a wrong type.
  if (schema.type !== 'string') return false;
  if (typeof schema.minLength === 'number' && schema.minLength > 0) return true;
  if (typeof schema.pattern === 'string') {
    let matches = emptyMatches.get(schema.pattern);
    if (matches === undefined) {
      // ajv's own flag for patterns; our patterns come from schemas/, never from a request.
      matches = new RegExp(schema.pattern, 'u').test('');
      emptyMatches.set(schema.pattern, matches);
    }
    if (!matches) return true;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes('')) return true;
  if ('const' in schema && schema.const !== '') return true;
  return typeof schema.format === 'string';
}

/** A match's replacement: `$1`... are its groups, a group that took no part reads as nothing. */
function normalised(plan: StripPlan, match: unknown[]): string {
  return (plan.replacement ?? '').replace(/\$(\d)/g, (_whole, group: string) => {
    const part = match[Number(group)];
    return typeof part === 'string' ? part : '';
  });
}
