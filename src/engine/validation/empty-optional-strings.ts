import { isSchemaNode, type SchemaNode } from '../schema/json-schema.js';
import { resolveSchema } from '../schema/schema-at-path.js';

/**
 * The data with every empty string removed from an optional property whose own rules refuse
 * it (a minimum length, a pattern, an enum, a const or a format): an empty optional field
 * ("Address Line 2" left blank, sent as `""` the way a form sends an empty input) means "not
 * given", not "too short" or "invalid". Required properties keep their `""` (and get their
 * own message); an empty string a field already accepts is kept, so no call that works today
 * changes meaning. Browser and server both validate (and the server
 * handles) the result, so they agree. Returns `data` itself when nothing was removed.
 */
export function withoutEmptyOptionalStrings(root: SchemaNode, data: unknown): unknown {
  return strip(root, root, data);
}

function strip(root: SchemaNode, node: unknown, data: unknown): unknown {
  if (!isSchemaNode(node)) return data;
  const schema = resolveSchema(root, node);
  if (Array.isArray(data)) {
    const items = schema.items;
    if (!isSchemaNode(items)) return data;
    const next = data.map((item) => strip(root, items, item));
    return next.some((item, index) => item !== data[index]) ? next : data;
  }
  if (!isSchemaNode(data) || !isSchemaNode(schema.properties)) return data;
  const properties = schema.properties;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  let changed = false;
  const out: [string, unknown][] = [];
  for (const [name, value] of Object.entries(data)) {
    const property = isSchemaNode(properties[name]) ? resolveSchema(root, properties[name]) : undefined;
    if (value === '' && property && !required.has(name) && refusesEmpty(property)) {
      changed = true;
      continue;
    }
    const next = property ? strip(root, property, value) : value;
    if (next !== value) changed = true;
    out.push([name, next]);
  }
  // fromEntries defines own properties, so a "__proto__" key stays data.
  return changed ? Object.fromEntries(out) : data;
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
