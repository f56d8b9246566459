import type { SchemaNode } from '../../engine/schema/json-schema.js';

/** The parts of an OpenAPI document completeDocument reads and writes. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown> | undefined>;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
  tags?: Array<{ name: string } & Record<string, unknown>>;
  [field: string]: unknown;
}

/**
 * The document @fastify/swagger built, with what it cannot know added: the component
 * schemas hoisted out of the route schemas (without them their `$ref`s point at nothing),
 * and a tag entry for every tag an operation carries (viewers group operations by the
 * document's tag list).
 */
export function completeDocument(document: OpenApiDocument, schemas: Readonly<Record<string, SchemaNode>>): OpenApiDocument {
  const declared = new Set((document.tags ?? []).map((tag) => tag.name));
  const used = Object.values(document.paths ?? {}).flatMap((item) => Object.values(item ?? {}).flatMap(operationTags));
  const added = [...new Set(used)].filter((name) => !declared.has(name)).sort();
  return {
    ...document,
    components: { ...document.components, schemas: { ...document.components?.schemas, ...schemas } },
    tags: [...(document.tags ?? []), ...added.map((name) => ({ name }))],
  };
}

/** The tags of one path item entry (an operation; other entries such as `parameters` have none). */
function operationTags(entry: unknown): string[] {
  const tags = (entry as { tags?: unknown } | null)?.tags;
  return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : [];
}
