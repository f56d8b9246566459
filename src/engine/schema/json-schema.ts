/** A JSON Schema node as our files write it: standard keywords plus our own. */
export type SchemaNode = { [keyword: string]: unknown };

/** Schema files by their `$id` (an absolute URI). */
export type SchemaRegistry = Readonly<Record<string, SchemaNode>>;

/** Root of every `$id` of ours; a file's id is this plus its path under schemas/. */
export const SCHEMA_BASE_URI = 'https://provider-portal.example/schemas/';

/** True for a plain JSON object (not an array, not null). */
export function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
