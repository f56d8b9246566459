import type { FastifyPluginAsync } from 'fastify';

/**
 * The client error log (/api/javascript-errors): create, read one, list, update, delete.
 */
const errorLogRoutes: FastifyPluginAsync = async () => {
  // Routes are added here, each declaring its body and every response schema.
};

export default errorLogRoutes;
