import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { formatMessage } from '../../../engine/messages/format-message.js';
import type { AccountSort } from '../../db/account-search.js';
import { errorsBodySchema, errorsOf, requestError } from '../../http/api-errors.js';
import { REPO_ROOT } from '../../rules/load-rule-files.js';
import { identifierTypeLabels } from '../clients-providers/identifier-types.js';
import { registerAuditRoutes } from './audit-routes.js';
import { registerReviewRoutes } from './review-routes.js';
import { requireStaffAdmin, staffModel, staffRefusals } from './staff-access.js';
import { reviewQueue, searchUsers, userDetails, type StaffContext } from './staff-accounts.js';
import { answerSchema } from '../../http/answer-schemas.js';

/** schemas/config/staff.json: page sizes of the staff lists. */
interface StaffConfig {
  pageSize: number;
  maxPageSize: number;
  auditTimeZone: string;
  auditExportBatch: number;
}

/** An account id in the path: digits only (never a SQL cast error), at most 15 so it stays a safe integer. */
const userIdParams = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { title: 'User', type: 'string', pattern: '^[1-9][0-9]{0,14}$', messages: { pattern: 'field.invalid' } } },
} as const;

/**
 * Staff verification (ours: the spec leaves these screens out), administrators only:
 * - `GET /api/staff/users`: find accounts by text, status and role, a page at a time;
 * - `GET /api/staff/users/:userId`: one account with its registration's details;
 * - `GET /api/staff/registrations`: the verification queue, registrations under review oldest first, with details;
 * - `POST /api/staff/registrations/approve` and `/reject`: the decision, its e-mail and audit row (review-routes.ts);
 * - `GET /api/staff/audit` and `/audit/export`: the staff audit trail, a page at a time or as CSV (audit-routes.ts).
 * Reads need a session (401) of an administrator (403); writes also carry the session's CSRF token.
 */
const staffRoutes: FastifyPluginAsync = async (app) => {
  const config = JSON.parse(readFileSync(join(REPO_ROOT, 'schemas/config/staff.json'), 'utf8')) as StaffConfig;
  const context: StaffContext = {
    content: app.content,
    identifierLabels: identifierTypeLabels(app.content.models.get('api-clients-providers-provider-validity'), app.content.catalogue),
    credentialExpiryDays: app.accountRules.credentialExpiryDays,
  };
  const onRequest = requireStaffAdmin(app);
  const page = (query: { limit?: string; offset?: string }) => ({
    limit: query.limit === undefined ? config.pageSize : Number(query.limit),
    offset: query.offset === undefined ? 0 : Number(query.offset),
  });
  /** A limit above the most a page holds is refused on the field, as the model's own checks are. */
  const limitRefused = (paging: { limit: number }, reply: FastifyReply) => {
    if (paging.limit <= config.maxPageSize) return undefined;
    const caption = formatMessage(app.content.catalogue, 'caption.limit', {}, app.content.globals);
    return reply.code(400).send(errorsOf(app.content, ['/limit', 'field.maximum', { caption, maximum: config.maxPageSize }]));
  };
  // A screen sends every field of its query model; an empty one means "not given".
  const dropEmpty = async (request: { query: unknown }) => {
    const query = request.query as Record<string, unknown>;
    for (const [name, value] of Object.entries(query)) if (value === '') delete query[name];
  };

  app.get<{
    Querystring: { text?: string; organization?: string; status?: string; role?: string; sort?: AccountSort; order?: 'asc' | 'desc'; limit?: string; offset?: string };
  }>(
    '/staff/users',
    {
      schema: {
        summary: 'Find accounts by text in username, names, e-mail or organisation, by organisation, status (or lock) and role, sorted, a page at a time',
        querystring: staffModel(app, 'user-search'),
        response: { 200: answerSchema('staff-user-page'), ...staffRefusals },
      },
      onRequest,
      preValidation: dropEmpty,
    },
    async (request, reply) => {
      const { text, organization, status, role, sort = 'name', order = 'asc' } = request.query;
      const paging = page(request.query);
      if (limitRefused(paging, reply)) return reply;
      const { rows, total } = await searchUsers(
        app.db,
        {
          ...paging,
          sort,
          order,
          ...(text === undefined ? {} : { text: text.trim() }),
          ...(organization === undefined ? {} : { organization: organization.trim() }),
          ...(status === undefined ? {} : { status: status === 'locked' ? ('locked' as const) : Number(status) }),
          ...(role === undefined ? {} : { roleId: Number(role) }),
        },
        context,
      );
      return { users: rows, totalRecord: total, ...paging };
    },
  );

  app.get<{ Params: { userId: string } }>(
    '/staff/users/:userId',
    {
      schema: {
        summary: 'One account with its registration details (identifiers, health plans, organisation and address)',
        params: userIdParams,
        response: { 200: answerSchema('staff-user-details'), 404: errorsBodySchema, ...staffRefusals },
      },
      onRequest,
    },
    async (request, reply) => {
      const details = await userDetails(app.db, Number(request.params.userId), context);
      if (details) return details;
      const error = requestError(app.content, 'userConfig.unknownUser');
      return reply.code(404).send({ errors: error.errors.map((entry) => ({ ...entry, path: '/userId' })) });
    },
  );

  app.get<{ Querystring: { limit?: string; offset?: string } }>(
    '/staff/registrations',
    {
      schema: {
        summary: 'The verification queue: registrations under review, oldest first, with their details, days waited and each identifier checked against the provider directory',
        querystring: staffModel(app, 'registration-queue'),
        response: { 200: answerSchema('staff-queue-page'), ...staffRefusals },
      },
      onRequest,
      preValidation: dropEmpty,
    },
    async (request, reply) => {
      const paging = page(request.query);
      if (limitRefused(paging, reply)) return reply;
      const { rows, total } = await reviewQueue(app.db, paging, context);
      const nextOffset = paging.offset + rows.length < total ? paging.offset + paging.limit : null;
      return { registrations: rows, totalRecord: total, ...paging, nextOffset };
    },
  );

  registerReviewRoutes(app);
  registerAuditRoutes(app, { auditTimeZone: config.auditTimeZone, auditExportBatch: config.auditExportBatch, page, dropEmpty });
};

export default staffRoutes;
