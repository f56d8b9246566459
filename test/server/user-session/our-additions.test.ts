// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../src/server/rules/load-rule-files.js';
import { buildAppRecordingRoutes, type RecordedRoute } from '../support/recorded-routes.js';

/**
 * Every /api call of both section 7 tables of the spec, as our routes spell them (the error
 * log service's extra calls are named under the management table). Anything else the server
 * answers is ours and must be written down in docs/decisions/calls-beyond-the-spec.md.
 */
const SPEC_CALLS = new Set([
  'GET /api/app/configuration', 'GET /api/app/AuthenticationMfaEnabled', 'GET /api/app/isSecurityQuestionsDisabled', 'GET /api/app/cds/access',
  'GET /api/user/registration/defaults', 'GET /api/user/okta-registration/defaults', 'GET /api/user/registration/emailDomain',
  'POST /api/user/registration', 'DELETE /api/user/registration', 'PUT /api/user/registration/confirmation',
  'POST /api/user/okta-registration', 'PUT /api/user/oktaRegistration/confirmation',
  'POST /api/user/availability/username', 'POST /api/providers/validity', 'POST /api/address/validity',
  'POST /api/clients/', 'POST /api/clients/pin/validity/', 'POST /api/clients/getHealthPlan',
  'POST /api/user/find', 'POST /api/user/findOktaUser', 'POST /api/user/securityanswers', 'POST /api/user/securityanswers/validate',
  'POST /api/user/persistcaptcha/validate', 'PUT /api/user/persistcaptcha/update', 'POST /api/user/resetpassword', 'POST /api/user/username',
  'POST /api/user/usernametoken', 'POST /api/user/usernameusingusertoken', 'POST /api/user/getuserinfofromToken', 'POST /api/user/getOktaUserEmailKey',
  'POST /api/user/changepassword', 'POST /api/user/changepasswordtoken', 'POST /api/user/accountstatus', 'POST /api/user/persistcarelonid',
  'POST /api/user/updatemigrationstatus', 'POST /api/user/updateuserstatus', 'POST /api/user/resetoktapassword', 'GET /api/utility/decryptemailkey',
  'POST /api/authentication/lookupuser', 'POST /api/authentication/register',
  'GET /api/authentication/:id/user', 'GET /api/authentication/:id/passwordrecoverytoken', 'GET /api/authentication/:id/emailotp',
  'GET /api/authentication/:id/verifyemailotp/:code', 'PUT /api/authentication/:id/updateuserdetails', 'PUT /api/authentication/:id/usergroup',
  'PUT /api/authentication/:id/changepassword', 'PUT /api/authentication/:id/resetpassword',
  'POST /api/userconfig/addHealthPlan/', 'GET /api/providers/ProviderHealthPlan', 'GET /api/providers/ProviderList', 'GET /api/providers/PageSize',
  'POST /api/providers/ProviderDelete', 'POST /api/providers/MultipleProviderDelete', 'POST /api/user/update', 'POST /api/user/update/updateuserhealthplan',
  'GET /api/userconfig/userconfiguration', 'GET /api/userconfig/redirecturl', 'GET /api/userconfig/userprofileredirecturl', 'GET /api/userconfig/contactUs',
  'POST /api/userconfig/logout', 'POST /api/user/logout', 'GET /api/timeout', 'GET /api/keepalive', 'GET /api/globalMessages/:id',
  'POST /api/javascript-errors', 'GET /api/javascript-errors', 'GET /api/javascript-errors/:id', 'PUT /api/javascript-errors/:id', 'DELETE /api/javascript-errors/:id',
]);

describe('calls of ours beyond the spec', () => {
  let app: FastifyInstance;
  let routes: RecordedRoute[];
  beforeAll(async () => {
    ({ app, routes } = await buildAppRecordingRoutes());
  }, 60_000);
  afterAll(() => app.close());

  it('names in docs/decisions/calls-beyond-the-spec.md every /api call the spec\'s section 7 tables lack', () => {
    const record = readFileSync(`${REPO_ROOT}/docs/decisions/calls-beyond-the-spec.md`, 'utf8');
    const ours = routes
      .filter((route) => route.url.startsWith('/api/') && !SPEC_CALLS.has(`${route.method} ${route.url}`))
      .map((route) => `${route.method} ${route.url}`);
    // A path there may name a parameter (`/api/forms/:model/validation`): it covers every route it matches.
    const named = [...record.matchAll(/\/api\/[^\s`'"),?]+/g)].map(([path]) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`));
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.filter((call) => !named.some((pattern) => pattern.test(call.split(' ')[1] as string)))).toEqual([]);
  });

  it('answers every call of the spec\'s tables', () => {
    const answered = new Set(routes.map((route) => `${route.method} ${route.url}`));
    expect([...SPEC_CALLS].filter((call) => !answered.has(call))).toEqual([]);
  });
});
