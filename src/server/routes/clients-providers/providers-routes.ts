import type { FastifyPluginAsync } from 'fastify';
import { healthPlansOfIdentifiers } from '../../db/account-health-plans.js';
import { accountHoldsIdentifier, identifierCount } from '../../db/account-identifiers.js';
import { errorsBodySchema } from '../../http/api-errors.js';
import { userRoleAsId } from '../../http/user-role.js';
import { actingAccount } from './acting-account.js';
import { identifierKnownForRole, type IdentifierValue } from './directory-match.js';
import { fieldError } from './field-error.js';
import { identifierTypeLabels } from './identifier-types.js';
import { loadProviderListConfig } from './provider-list-config.js';
import { ProviderListCache, type ListPage, type ProviderListQuery } from './provider-list-query.js';
import { refusals } from './refusals.js';
import { answerSchema } from '../../http/answer-schemas.js';
import { sourceOf } from '../../db/sign-in-sources.js';

/**
 * Provider identifiers: the directory check used at registration and when adding
 * identifiers, and the Provider management screen's list with its filter and paging data.
 */
const providersRoutes: FastifyPluginAsync = async (app) => {
  const model = (name: string) => app.content.models.get(`api-clients-providers-${name}`) ?? {};
  const labels = identifierTypeLabels(app.content.models.get('api-clients-providers-provider-validity'), app.content.catalogue);
  const paging = loadProviderListConfig();
  const listModel = model('provider-list');
  const filterMinLength = Number((listModel.properties as Record<string, { minLength?: number }> | undefined)?.IndentifierID?.minLength ?? 0);
  // This process's ordered copies of large accounts' lists, checked against the database's version on every request.
  const listCache = new ProviderListCache(app.db, labels);

  app.post<{ Body: { identifier: IdentifierValue; userRole: number } }>(
    '/providers/validity',
    {
      // Per client address first: the answer says whether the directory knows an identifier (a
      // Tax ID may be a person's SSN), so it must be no way to walk the directory. Its own count
      // of the availability limit, so a registrant's identifier checks leave the username's be.
      // Then the spec's { name } role becomes its id (the body is typed after this).
      preHandler: [app.rateLimited('availability', (request) => `directory:${sourceOf(request.ip)}`), userRoleAsId(app.content, model('provider-validity'))],
      schema: {
        summary: 'Whether the provider directory knows an identifier for a role',
        body: model('provider-validity'),
        response: { 200: answerSchema('success'), 400: errorsBodySchema, 422: errorsBodySchema },
      },
    },
    async (request, reply) => {
      const { identifier, userRole } = request.body;
      if (!(await identifierKnownForRole(app.db, identifier, userRole))) {
        return reply
          .code(422)
          .send(fieldError(app.content, '/identifier/value', 'registration.identifierMismatch', { type: labels.get(identifier.type) ?? '' }));
      }
      // Signed in (adding identifiers): one the account acted on already holds cannot be added
      // again, so it is said at the check, not first at Save. Registration asks without a session.
      const accountId = request.sessionUser?.selectedUserId;
      if (accountId !== undefined && (await accountHoldsIdentifier(app.db, accountId, identifier))) {
        return reply.code(422).send(fieldError(app.content, '/identifier/value', 'providerManagement.identifierHeld', { type: labels.get(identifier.type) ?? '' }));
      }
      return { success: true as const };
    },
  );

  app.get(
    '/providers/ProviderHealthPlan',
    {
      schema: {
        summary: 'The health plans the account\'s identifiers are attached to (the list filter)',
        response: { 200: answerSchema('provider-health-plans'), ...refusals },
      },
      config: { access: { who: 'session' } },
    },
    async (request, reply) => {
      const account = await actingAccount(app.db, app.content, request, reply, undefined);
      if (!account) return reply;
      const rows = await healthPlansOfIdentifiers(app.db, account.id);
      return { healthPlanList: rows.map((row) => ({ client_id: Number(row.client_id), healthplan_name: row.healthplan_name })) };
    },
  );

  app.get(
    '/providers/PageSize',
    {
      schema: {
        summary: 'The provider management defaults: paging choices, default, ALL, pages per band, and totNoRecord',
        response: { 200: answerSchema('provider-page-sizes'), ...refusals },
      },
      config: { access: { who: 'session' } },
    },
    async (request, reply) => {
      const account = await actingAccount(app.db, app.content, request, reply, undefined);
      if (!account) return reply;
      return {
        pageSizes: [...paging.pageSizeChoices.map((size) => ({ label: String(size), value: size })), { label: 'ALL', value: paging.allPageSize }],
        defaultPageSize: paging.defaultPageSize,
        allPageSize: paging.allPageSize,
        pagesPerBand: paging.pagesPerBand,
        filterMinLength,
        totNoRecord: await identifierCount(app.db, account.id),
      };
    },
  );

  app.get<{ Querystring: ProviderListQuery }>(
    '/providers/ProviderList',
    {
      schema: {
        summary: 'One page of the account\'s provider identifiers, filtered and sorted, with the total',
        querystring: listModel,
        response: { 200: answerSchema('provider-list'), ...refusals },
      },
      // The screen sends every field of its query model; an empty one means "not given".
      preValidation: async (request) => {
        const query = request.query as Record<string, unknown>;
        for (const [name, value] of Object.entries(query)) if (value === '') delete query[name];
      },
      config: { access: { who: 'session' } },
    },
    async (request, reply) => {
      const query = request.query;
      const account = await actingAccount(app.db, app.content, request, reply, query.userId === undefined ? undefined : Number(query.userId));
      if (!account) return reply;
      const { rows, total } = await listCache.page(account.id, listPage(query));
      return { providerList: rows, totalRecord: total };
    },
  );

  /** Limit and offset from the query: given outright, or from PageSize (ALL too) and the active page. */
  function listPage(query: ProviderListQuery): ListPage {
    const pageSize = query.PageSize === undefined ? paging.defaultPageSize : query.PageSize === 'ALL' ? paging.allPageSize : Number(query.PageSize);
    const limit = Math.min(query.limit === undefined ? pageSize : Number(query.limit), paging.allPageSize);
    const offset = query.offset !== undefined ? Number(query.offset) : (Number(query.active ?? 1) - 1) * limit;
    return {
      limit,
      offset,
      sort: query.sort ?? 'key_value',
      descending: query.order?.toLowerCase() === 'desc',
      ...(query.clientId === undefined ? {} : { clientId: Number(query.clientId) }),
      ...(query.IndentifierID === undefined ? {} : { prefix: query.IndentifierID }),
    };
  }
};

export default providersRoutes;
