import type { FastifyPluginAsync } from 'fastify';

/**
 * Account access recovery: look-ups, security answers and captcha, password reset and change, username reminder, unlock, status updates.
 */
const accountAccessRoutes: FastifyPluginAsync = async () => {
  // Routes are added here, each declaring its body and every response schema.
};

export default accountAccessRoutes;
