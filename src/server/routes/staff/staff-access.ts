import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SchemaNode } from '../../../engine/schema/json-schema.js';
import { errorsBodySchema, requestError } from '../../http/api-errors.js';
import { recordAudit } from '../../security/audit.js';

/** The refusals every staff call may answer (declared so OpenAPI lists them). */
export const staffRefusals = { 400: errorsBodySchema, 401: errorsBodySchema, 403: errorsBodySchema } as const;

/** The bundled model of a staff payload (schemas/models/api-staff-<name>.json), or a start-up error. */
export function staffModel(app: FastifyInstance, name: string): SchemaNode {
  const schema = app.content.models.get(`api-staff-${name}`);
  if (!schema) throw new Error(`model api-staff-${name} is missing from schemas/models`);
  return schema;
}

/**
 * onRequest (after the app's session and CSRF hooks): a live session (else 401) of an
 * administrator, admin flag Y (else 403), checked before the query or body is validated, so
 * an outsider learns nothing from the models' answers. A write refused this way is audited
 * (`staff.forbidden`): a non-administrator trying a staff decision is worth knowing about.
 */
export function requireStaffAdmin(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireSession(request, reply);
    if (reply.sent) return reply;
    const user = request.sessionUser;
    if (user?.isAdmin) return;
    if (request.method !== 'GET' && user) {
      await recordAudit(app.db, {
        event: 'staff.forbidden',
        outcome: 'refused',
        userId: user.userId,
        username: user.username,
        clientAddress: request.ip,
        detail: { route: request.routeOptions.url ?? '' },
      });
    }
    return reply.code(403).send(requestError(app.content, 'staff.adminOnly'));
  };
}
