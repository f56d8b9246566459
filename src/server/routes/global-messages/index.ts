import type { FastifyPluginAsync } from 'fastify';

/**
 * Global messages (/api/globalMessages/{id}).
 */
const globalMessagesRoutes: FastifyPluginAsync = async () => {
  // Routes are added here, each declaring its body and every response schema.
};

export default globalMessagesRoutes;
