import type { FastifyPluginAsync } from 'fastify';
// Route schemas carry OpenAPI summaries; the swagger plugin's types declare the keyword.
import type {} from '@fastify/swagger';
import clientsRoutes from './clients-routes.js';
import providerDeleteRoutes from './provider-delete-routes.js';
import providersRoutes from './providers-routes.js';
import userUpdateRoutes from './user-update-routes.js';

/**
 * Health plans (clients) and provider identifiers: client lists, PIN and provider validity,
 * the provider list, deletes, user updates, adding health plans. Paths are the spec's
 * section 7 paths under /api, exactly as written (trailing slashes included).
 */
const clientsProvidersRoutes: FastifyPluginAsync = async (app) => {
  await app.register(clientsRoutes);
  await app.register(providersRoutes);
  await app.register(providerDeleteRoutes);
  await app.register(userUpdateRoutes);
};

export default clientsProvidersRoutes;
