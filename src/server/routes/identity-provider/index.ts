import type { FastifyPluginAsync } from 'fastify';

/**
 * The identity provider calls under /api/authentication (local provider behind an interface).
 */
const identityProviderRoutes: FastifyPluginAsync = async () => {
  // Routes are added here, each declaring its body and every response schema.
};

export default identityProviderRoutes;
