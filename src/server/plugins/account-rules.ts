import type { AccountRules } from '../security/account-rules.js';
import { appPlugin } from './app-plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** schemas/config/account-rules.json, read once at start (tests may pass their own). */
    accountRules: AccountRules;
  }
}

/** Shares the account rules with every plugin and route as `app.accountRules`. */
export const accountRules = appPlugin<{ rules: AccountRules }>('account-rules', async (app, { rules }) => {
  app.decorate('accountRules', rules);
});
