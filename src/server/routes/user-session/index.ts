import type { FastifyPluginAsync } from 'fastify';

/**
 * Sign-in, the user configuration and session calls: userconfiguration, redirect URLs, contactUs, logout, timeout, keepalive.
 */
const userSessionRoutes: FastifyPluginAsync = async () => {
  // Routes are added here, each declaring its body and every response schema.
};

export default userSessionRoutes;
