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
    if (depth > 0 && typeof resolved.title === 'string' && resolved.title.startsWith(CAPTION_PREFIX) && out['ui:title'] === undefined) {
      set('ui:title', translate(resolved.title));
    }
    if (isSchemaNode(resolved.properties)) {
      for (const [name, child] of Object.entries(resolved.properties)) {
        if (!isSchemaNode(child)) continue;
        const before = isSchemaNode(out[name]) ? (out[name] as SchemaNode) : {};
        const after = visit(child, before, depth + 1);
        if (after !== before || out[name] !== undefined) set(name, after);
      }
    }
    if (isSchemaNode(resolved.items)) {
      const before = isSchemaNode(out.items) ? (out.items as SchemaNode) : {};
      const after = visit(resolved.items, before, depth + 1);
      if (after !== before) set('items', after);
    }
    return out;
  };
  return visit(schema, ui, 0);
}
