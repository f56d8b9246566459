import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteErrorLogEntry,
  findErrorLogEntry,
  insertErrorReport,
  listErrorLog,
  replaceErrorReport,
  type ErrorReport,
} from '../../db/javascript-errors.js';
import { errorsBodySchema, requestError } from '../../http/api-errors.js';
import { countRateLimited } from '../../security/rate-counter.js';
import { sendTooManyRequests, waitMinutes } from '../../security/too-many-requests.js';
import { isIgnoredError, loadErrorLogConfig } from './error-log-config.js';
import { answerSchema } from '../../http/answer-schemas.js';
import { loggableUrl } from '../../http/redact-path.js';
import { sourceOf } from '../../db/sign-in-sources.js';

/** A report as stored: its page's address without the keys links carry (query, fragment, a token in the path). */
const storable = (report: ErrorReport): ErrorReport => ({ ...report, errorUrl: loggableUrl(report.errorUrl) });

const PATH = '/javascript-errors';

/** An entry's id in the path: digits only, so it is never a SQL cast error (500). */
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { title: 'Id', type: 'string', pattern: '^[1-9][0-9]{0,17}$', messages: { pattern: 'field.invalid' } } },
} as const;

/** The refusals every administrative call may answer. */
const adminErrors = { 400: errorsBodySchema, 401: errorsBodySchema, 403: errorsBodySchema } as const;

/**
 * The client error log (/api/javascript-errors). POST stores a report from any page (it
 * needs no session: errors happen before sign-in too) when the log is switched on in
 * schemas/config/error-log.json, limited per client address; reports matching the ignore
 * list are dropped. Reading, replacing and deleting entries are for administrators only.
 */
const errorLogRoutes: FastifyPluginAsync = async (app) => {
  const config = loadErrorLogConfig();
  const model = app.content.models.get('api-error-log-create');
  const listQuery = app.content.models.get('api-error-log-list');
  if (!model || !listQuery) throw new Error('schemas/models/api-error-log-create.json and api-error-log-list.json are needed');

  /**
   * onRequest (after the app's session hook): a live session (else 401) of an administrator
   * (else 403), checked before the body is validated, so an outsider learns nothing from it.
   */
  const requireAdmin = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireSession(request, reply);
    if (reply.sent) return reply;
    if (!request.sessionUser?.isAdmin) return reply.code(403).send(requestError(app.content, 'errorLog.adminOnly'));
  };

  app.post<{ Body: ErrorReport }>(
    PATH,
    {
      schema: { body: model, response: { 204: answerSchema('no-content'), 400: errorsBodySchema, 404: errorsBodySchema, 429: errorsBodySchema } },
      // Switched off, the call does not exist: refused before its body is even read.
      onRequest: async (request, reply) => {
        if (!config.errorLogEnabled) return reply.code(404).send(requestError(app.content, 'errorLog.disabled'));
      },
      // Counted before validation: malformed reports count against the limit too.
      preValidation: async (request, reply) => {
        const count = await countRateLimited(app.db, 'errorLog', sourceOf(request.ip), config.rateLimit);
        if (count.allowed) return;
        return sendTooManyRequests(reply, count.retryAfterSeconds, requestError(app.content, 'rateLimit.exceeded', { minutes: waitMinutes(count.retryAfterSeconds) }));
      },
    },
    async (request, reply) => {
      // Stored or ignored, the answer is the same: a reporting page has nothing to do with it.
      if (!isIgnoredError(request.body.errorMessage, config)) await insertErrorReport(app.db, storable(request.body));
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: { limit?: string; offset?: string } }>(
    PATH,
    {
      schema: {
        querystring: listQuery,
        response: { 200: answerSchema('error-log-page'), ...adminErrors },
      },
      onRequest: requireAdmin,
    },
    async (request) => {
      const limit = Math.min(Number(request.query.limit ?? config.pageSize), config.maxPageSize);
      const { entries, total } = await listErrorLog(app.db, limit, Number(request.query.offset ?? 0));
      return { errorLog: entries, totalRecord: total };
    },
  );

  app.get<{ Params: { id: string } }>(
    `${PATH}/:id`,
    { schema: { params: idParams, response: { 200: answerSchema('error-log-entry'), 404: errorsBodySchema, ...adminErrors } }, onRequest: requireAdmin },
    async (request, reply) => {
      const entry = await findErrorLogEntry(app.db, request.params.id);
      return entry ?? reply.code(404).send(requestError(app.content, 'errorLog.notFound', { id: request.params.id }));
    },
  );

  app.put<{ Params: { id: string }; Body: ErrorReport }>(
    `${PATH}/:id`,
    { schema: { params: idParams, body: model, response: { 200: answerSchema('error-log-entry'), 404: errorsBodySchema, ...adminErrors } }, onRequest: requireAdmin },
    async (request, reply) => {
      const entry = await replaceErrorReport(app.db, request.params.id, storable(request.body));
      return entry ?? reply.code(404).send(requestError(app.content, 'errorLog.notFound', { id: request.params.id }));
    },
  );

  app.delete<{ Params: { id: string } }>(
    `${PATH}/:id`,
    { schema: { params: idParams, response: { 204: answerSchema('no-content'), 404: errorsBodySchema, ...adminErrors } }, onRequest: requireAdmin },
    async (request, reply) => {
      if (await deleteErrorLogEntry(app.db, request.params.id)) return reply.code(204).send();
      return reply.code(404).send(requestError(app.content, 'errorLog.notFound', { id: request.params.id }));
    },
  );
};

export default errorLogRoutes;
