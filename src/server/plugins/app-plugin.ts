import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as an application-wide one: its hooks, handlers and decorators apply to
 * the whole app instead of being encapsulated in a child context.
 *
 * This is what the `fastify-plugin` package does (the `skip-override` symbol is Fastify's
 * documented switch); we set it ourselves rather than depend on a package the project
 * does not declare.
 */
export function appPlugin<Options extends Record<string, unknown>>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  const marked = plugin as FastifyPluginAsync<Options> & Record<symbol, unknown>;
  marked[Symbol.for('skip-override')] = true;
  marked[Symbol.for('fastify.display-name')] = name;
  return marked;
}
