import type { FastifyPluginAsync } from 'fastify';

/**
 * Registration: defaults, e-mail domains, create/cancel/confirm (direct and identity-provider variants), username availability, address validity.
 */
const registrationRoutes: FastifyPluginAsync = async () => {
  // Routes are added here, each declaring its body and every response schema.
};

export default registrationRoutes;
