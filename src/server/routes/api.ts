import type { FastifyPluginAsync } from 'fastify';
import { requestError } from '../http/api-errors.js';
import { staticHeader } from '../plugins/static-header.js';
import appConfigRoutes, { type AppConfigRoutesOptions } from './app-config/index.js';
import formsRoutes from './forms/index.js';

/**
 * The /api context: the static header check and a JSON 404 scoped to it, then each area's
 * routes under its own prefix (the folder name, as fastify/demo's autoload would do).
 */
const apiRoutes: FastifyPluginAsync<AppConfigRoutesOptions> = async (api, options) => {
  await api.register(staticHeader);
  api.setNotFoundHandler((request, reply) => reply.code(404).send(requestError(api.content, 'api.notFound')));
  await api.register(appConfigRoutes, { prefix: '/app', portalUrl: options.portalUrl });
  await api.register(formsRoutes, { prefix: '/forms' });
};

export default apiRoutes;
