import { CAPTION_PREFIX } from '../../engine/messages/format-message.js';
import { isSchemaNode, type SchemaNode } from '../../engine/schema/json-schema.js';
import { resolveSchema } from '../../engine/schema/schema-at-path.js';

/**
 * The ui schema with a `ui:title` for every field whose schema title is a caption id, holding
 * the caption's text: rjsf labels fields, lists and sections from it. The schema itself is
 * left untouched, as the precompiled validators find their functions by its exact content.
 */
export function withCaptions(ui: SchemaNode, schema: SchemaNode, translate: (id: string) => string): SchemaNode {
  const visit = (node: SchemaNode, hints: SchemaNode, depth: number): SchemaNode => {
    const resolved = resolveSchema(schema, node);
    let out = hints;
    const set = (key: string, value: unknown) => {
      out = out === hints ? { ...hints } : out;
      out[key] = value;
    };
    // A row of a fixed list may be an allOf over a def (a required security question): its
    // title and fields are the parts'.
    const parts = [resolved, ...(Array.isArray(resolved.allOf) ? resolved.allOf.filter(isSchemaNode).map((part) => resolveSchema(schema, part)) : [])];
    const title = parts.map((part) => part.title).find((candidate) => typeof candidate === 'string');
    if (depth > 0 && typeof title === 'string' && title.startsWith(CAPTION_PREFIX) && out['ui:title'] === undefined) {
      set('ui:title', translate(title));
    }
    const properties = Object.assign({}, ...parts.map((part) => (isSchemaNode(part.properties) ? part.properties : {}))) as SchemaNode;
    if (Object.keys(properties).length > 0) {
      for (const [name, child] of Object.entries(properties)) {
        if (!isSchemaNode(child)) continue;
        const before = isSchemaNode(out[name]) ? (out[name] as SchemaNode) : {};
        const after = visit(child, before, depth + 1);
        if (after !== before || out[name] !== undefined) set(name, after);
      }
    }
    // A fixed list's rows share one item layout (rjsf applies an object `items` to each), so
    // the first row's captions name them all.
    const items = Array.isArray(resolved.items) ? resolved.items[0] : resolved.items;
    if (isSchemaNode(items)) {
      const before = isSchemaNode(out.items) ? (out.items as SchemaNode) : {};
      const after = visit(items, before, depth + 1);
      if (after !== before) set('items', after);
    }
    return out;
  };
  return visit(schema, ui, 0);
}
