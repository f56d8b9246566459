import { definitionKey } from '../../engine/schema/bundle-schema.js';
import { isSchemaNode, SCHEMA_BASE_URI, type SchemaNode } from '../../engine/schema/json-schema.js';
import type { ComponentSchemas } from './component-schemas.js';
import { operationIdOf, operationTagOf } from './operation-names.js';

/** The parts of a Fastify route schema that are JSON Schemas; the rest is operation data (summary, tags, hide). */
const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** One route as @fastify/swagger's `transform` sees it. */
export interface RouteToDescribe {
  method: string | string[];
  url: string;
  schema?: object;
}

/**
 * The route schema @fastify/swagger should document for an /api route: a copy (the route's
 * own schema is what Fastify validates with and stays untouched) whose JSON Schemas have
 * their definitions hoisted into `components`, and which names the operation: an
 * operationId unique in the document (`takenIds` collects them) and the API area as its
 * tag, unless the route declares its own.
 */
export function routeOperation(route: RouteToDescribe, components: ComponentSchemas, takenIds: Set<string>): Record<string, unknown> {
  const declared = (route.schema ?? {}) as Readonly<Record<string, unknown>>;
  const method = Array.isArray(route.method) ? route.method.join('-') : route.method;
  let operationId = typeof declared.operationId === 'string' ? declared.operationId : operationIdOf(method, route.url);
  for (let n = 2; takenIds.has(operationId); n++) operationId = `${operationIdOf(method, route.url)}${n}`;
  takenIds.add(operationId);
  const tag = operationTagOf(route.url);

  const out: Record<string, unknown> = { ...declared, operationId };
  if (declared.tags === undefined && tag) out.tags = [tag];
  for (const part of REQUEST_PARTS) {
    const schema = declared[part];
    if (isSchemaNode(schema)) out[part] = components.hoist(schema, `${operationId}-${part}`);
  }
  if (isSchemaNode(declared.response)) {
    out.response = Object.fromEntries(
      Object.entries(declared.response).map(([status, answer]) => [status, hoistResponse(answer, components, `${operationId}-${status}`)]),
    );
  }
  return out;
}

/** Where the `$id`s of schemas/answers start: such a response is named as a component. */
const ANSWER_ID_PREFIX = `${SCHEMA_BASE_URI}answers/`;

/**
 * A response is a schema, or (Fastify's other form) `{ description, content: { type: { schema } } }`.
 * An answer of schemas/answers becomes a reference to the component named after its file.
 */
function hoistResponse(answer: unknown, components: ComponentSchemas, name: string): unknown {
  if (!isSchemaNode(answer)) return answer;
  if (typeof answer.$id === 'string' && answer.$id.startsWith(ANSWER_ID_PREFIX)) return components.named(answer, definitionKey(answer.$id));
  if (!isSchemaNode(answer.content)) return components.hoist(answer, name);
  const content = Object.fromEntries(
    Object.entries(answer.content).map(([type, media]) => [
      type,
      isSchemaNode(media) && isSchemaNode(media.schema) ? { ...media, schema: components.hoist(media.schema as SchemaNode, `${name}-${type}`) } : media,
    ]),
  );
  return { ...answer, content };
}
