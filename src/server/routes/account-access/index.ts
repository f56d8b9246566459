import type { FastifyPluginAsync } from 'fastify';
import { registerAccountUpdateRoutes } from './account-update-routes.js';
import type { AreaContext } from './area-context.js';
import { registerCaptchaRoutes } from './captcha-routes.js';
import { registerExpiredPasswordRoute } from './expired-password-route.js';
import { registerFindRoute } from './find-route.js';
import { registerOktaRecoveryRoutes } from './okta-recovery-routes.js';
import { registerPasswordRoutes } from './password-routes.js';
import { registerSecurityAnswerRoutes } from './security-answer-routes.js';
import { registerUsernameRoutes } from './username-routes.js';

/** Options of the area: where e-mailed links point. */
export interface AccountAccessOptions {
  portalUrl?: string;
}

/**
 * Account access recovery: look-ups, security answers and captcha, password reset and change (an expired one too), username reminder, unlock, status updates, and the identity provider users' look-up and recovery.
 */
const accountAccessRoutes: FastifyPluginAsync<AccountAccessOptions> = async (app, options) => {
  const context: AreaContext = { portalUrl: options.portalUrl ?? 'http://localhost:3000' };
  registerFindRoute(app, context);
  registerSecurityAnswerRoutes(app, context);
  registerCaptchaRoutes(app, context);
  registerPasswordRoutes(app, context);
  registerExpiredPasswordRoute(app, context);
  registerUsernameRoutes(app, context);
  registerAccountUpdateRoutes(app, context);
  registerOktaRecoveryRoutes(app, context);
};

export default accountAccessRoutes;
