import type { FastifyPluginAsync } from 'fastify';
import { answerSchema } from '../../http/answer-schemas.js';

/** What the app-config routes need beside the rule files. */
export interface AppConfigRoutesOptions {
  /** The portal's public address, from configuration, never from the request's Host header. */
  portalUrl: string;
}

/**
 * The spec's configuration calls (section 7): the portal address and three feature
 * switches, each answered from schemas/config/portal.json.
 */
const appConfigRoutes: FastifyPluginAsync<AppConfigRoutesOptions> = async (app, { portalUrl }) => {
  const { switches } = app.content.config;
  const flag = (path: string, value: boolean) =>
    app.get(path, { schema: { response: { 200: answerSchema('success-flag') } } }, async () => ({ success: value }));

  app.get(
    '/configuration',
    { schema: { response: { 200: answerSchema('app-configuration') } } },
    async () => ({ portalUrl }),
  );
  flag('/AuthenticationMfaEnabled', switches.mfaEnabled);
  flag('/isSecurityQuestionsDisabled', switches.securityQuestionsDisabled);
  flag('/cds/access', switches.cdsEnabled);
};

export default appConfigRoutes;
