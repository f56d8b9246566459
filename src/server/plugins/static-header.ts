import { appPlugin } from './app-plugin.js';
import { requestError } from '../http/api-errors.js';

/**
 * The spec's contract: every API call carries a fixed custom header (name and value in
 * schemas/config/portal.json). Registered inside the /api context, so it guards exactly
 * the API routes and the API's 404s, never pages or files.
 *
 * A missing or wrong header answers 403, not 400: the request itself may be well formed,
 * it is refused because it does not come from a client that speaks our contract. The
 * value is not treated as a secret (it ships in the browser bundle); real protection comes
 * from sessions, Origin checks and CSRF tokens, so a plain comparison is enough.
 */
export const staticHeader = appPlugin('static-header', async (app) => {
  const { name, value } = app.content.config.staticHeader;
  const headerName = name.toLowerCase();
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers[headerName] !== value) {
      return reply.code(403).send(requestError(app.content, 'request.forbidden'));
    }
  });
});
