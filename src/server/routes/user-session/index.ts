import type { FastifyPluginAsync } from 'fastify';
import sessionTimerRoutes from './session-timer.js';
import signInCaptchaRoutes from './sign-in-captcha.js';
import signInRoutes from './sign-in.js';
import signOutRoutes from './sign-out.js';
import userConfigRoutes from './user-config.js';

/**
 * Sign-in (and its captcha under attack), the user configuration and session calls: login (ours), userconfiguration,
 * redirect URLs, contactUs, selecteduser (ours), logout, timeout, keepalive.
 */
const userSessionRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signInRoutes);
  await app.register(signInCaptchaRoutes);
  await app.register(signOutRoutes);
  await app.register(sessionTimerRoutes);
  await app.register(userConfigRoutes);
};

export default userSessionRoutes;
