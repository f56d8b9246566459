import type { FastifyPluginAsync } from 'fastify';

/**
 * Health plans (clients) and provider identifiers: client lists, PIN and provider validity, the provider list, deletes, user updates, adding health plans.
 */
const clientsProvidersRoutes: FastifyPluginAsync = async () => {
  // Routes are added here, each declaring its body and every response schema.
};

export default clientsProvidersRoutes;
