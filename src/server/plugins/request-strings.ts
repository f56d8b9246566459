import type { preValidationHookHandler, RouteOptions } from 'fastify';
import { withValidCharacters } from '../../engine/keywords/with-valid-characters.js';
import { isSchemaNode, type SchemaNode } from '../../engine/schema/json-schema.js';
import { withNormalisedStrings } from '../../engine/validation/normalised-strings.js';
import { appPlugin } from './app-plugin.js';

/** The request parts a route schema may describe (Fastify accepts `query` for `querystring`). */
const REQUEST_PARTS = ['body', 'querystring', 'query', 'params'] as const;

/**
 * The rules every request string follows, applied to every route as it is added:
 *
 * - the spec's valid-character check on every string of the body, query and path schemas.
 *   Models get it when bundled; this also covers the params and querystring schemas a route
 *   writes inline, so a NUL byte never reaches the database (PostgreSQL refuses it in text);
 * - an empty optional string in the body or query counts as absent (the handler never sees
 *   it), and a value with a `normalize` rule is kept as the rule says (a phone's ten digits),
 *   as the browser's validator treats them (`withNormalisedStrings`).
 *
 * Register before the routes: Fastify runs onRoute hooks only for routes added later.
 */
export const requestStrings = appPlugin('request-strings', async (app) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    const ruled: Record<string, unknown> = { ...schema };
    for (const part of REQUEST_PARTS) if (isSchemaNode(schema[part])) ruled[part] = withValidCharacters(schema[part]);
    route.schema = ruled;

    const body = isSchemaNode(ruled.body) ? ruled.body : undefined;
    const query = isSchemaNode(ruled.querystring) ? ruled.querystring : isSchemaNode(ruled.query) ? ruled.query : undefined;
    if (!body && !query) return;
    const normalise: preValidationHookHandler = (request, _reply, done) => {
      if (body) request.body = withNormalisedStrings(body as SchemaNode, request.body);
      if (query) request.query = withNormalisedStrings(query as SchemaNode, request.query);
      done();
    };
    const existing = route.preValidation;
    // First, so a route's own preValidation sees the data its handler will see.
    route.preValidation = [normalise, ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing])];
  });
});
