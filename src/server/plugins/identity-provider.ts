import type { IdentityProvider } from '../identity/identity-provider.js';
import { identityRulesOf } from '../identity/identity-rules.js';
import { createLocalIdentityProvider } from '../identity/local-identity-provider.js';
import { createMfaPasswordPolicy } from '../identity/password-policy.js';
import { appPlugin } from './app-plugin.js';

/**
 * Shares one identity provider with every area as `app.identityProvider`: the one given to
 * buildApp (an external provider), else the local provider on our database. Registration
 * and the /api/authentication calls then speak to the same provider.
 */
export const identityProvider = appPlugin<{ provider?: IdentityProvider }>('identity-provider', async (app, { provider }) => {
  app.decorate(
    'identityProvider',
    provider ??
      createLocalIdentityProvider({
        db: app.db,
        mailer: app.mailer,
        rules: identityRulesOf(app.accountRules),
        policy: createMfaPasswordPolicy(app.content.catalogue),
        portalUrl: app.portalUrl,
      }),
  );
});
