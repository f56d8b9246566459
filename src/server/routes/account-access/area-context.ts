import type { FastifyInstance } from 'fastify';
import type { SchemaNode } from '../../../engine/schema/json-schema.js';

/** What every route file of this area is given (account rules come from `app.accountRules`). */
export interface AreaContext {
  /** Base of every e-mailed link: configuration, never the request's Host header. */
  portalUrl: string;
}

/** The bundled model schema of a payload (schemas/models/<name>.json), or a start-up error. */
export function model(app: FastifyInstance, name: string): SchemaNode {
  const schema = app.content.models.get(name);
  if (!schema) throw new Error(`model ${name} is missing from schemas/models`);
  return schema;
}
