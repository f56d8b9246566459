import type { FastifyPluginAsync } from 'fastify';
import { requestError } from '../http/api-errors.js';
import { staticHeader } from '../plugins/static-header.js';
import appConfigRoutes, { type AppConfigRoutesOptions } from './app-config/index.js';
import formsRoutes from './forms/index.js';
import registrationRoutes from './registration/index.js';
import accountAccessRoutes from './account-access/index.js';
import identityProviderRoutes from './identity-provider/index.js';
import clientsProvidersRoutes from './clients-providers/index.js';
import userSessionRoutes from './user-session/index.js';
import errorLogRoutes from './error-log/index.js';
import globalMessagesRoutes from './global-messages/index.js';
import staffRoutes from './staff/index.js';

/**
 * The /api context: the static header check and a JSON 404 scoped to it, then each area's
 * routes under its own prefix (the folder name, as fastify/demo's autoload would do).
 */
const apiRoutes: FastifyPluginAsync<AppConfigRoutesOptions> = async (api, options) => {
  await api.register(staticHeader);
  api.setNotFoundHandler((request, reply) => reply.code(404).send(requestError(api.content, 'api.notFound')));
  await api.register(appConfigRoutes, { prefix: '/app', portalUrl: options.portalUrl });
  await api.register(formsRoutes, { prefix: '/forms' });
  // One plugin per area of the spec's call tables; each owns its paths under /api.
  await api.register(registrationRoutes, { portalUrl: options.portalUrl });
  await api.register(accountAccessRoutes, { portalUrl: options.portalUrl });
  await api.register(identityProviderRoutes, { prefix: '/authentication' });
  await api.register(clientsProvidersRoutes);
  await api.register(userSessionRoutes);
  await api.register(errorLogRoutes);
  await api.register(globalMessagesRoutes);
  // Ours: staff verification (the spec leaves these screens out).
  await api.register(staffRoutes);
};

export default apiRoutes;
