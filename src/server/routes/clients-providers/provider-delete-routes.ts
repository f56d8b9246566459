import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { deleteIdentifiers, identifierCount, ownedIdentifierIds } from '../../db/account-identifiers.js';
import { lockAccountRow } from '../../db/acting-accounts.js';
import { errorsBodySchema, requestError } from '../../http/api-errors.js';
import { actingAccount, identifiersReadOnly } from './acting-account.js';
import { fieldError, messageText } from './field-error.js';
import { refusals } from './refusals.js';
import { answerSchema } from '../../http/answer-schemas.js';

type DeleteOutcome = { kind: 'deleted' } | { kind: 'last' } | { kind: 'unknown'; index: number };

/**
 * Removing provider identifiers (rows of the provider list) from an account: one row, or
 * the selected rows all together (all or none). An account keeps at least one identifier
 * (the spec's Delete Provider modal), single-sign-on accounts cannot delete.
 */
const providerDeleteRoutes: FastifyPluginAsync = async (app) => {
  const model = (name: string) => app.content.models.get(`api-clients-providers-${name}`) ?? {};
  const responses = { 200: answerSchema('success-message'), ...refusals, 409: errorsBodySchema };

  app.post<{ Body: { userId?: number; id: number } }>(
    '/providers/ProviderDelete',
    { schema: { summary: 'Remove one provider identifier from the account', body: model('provider-delete'), response: responses }, config: { access: { who: 'session' } } },
    async (request, reply) => removeIdentifiers(request, reply, request.body.userId, [request.body.id], (index) => (index === 0 ? '/id' : '')),
  );

  app.post<{ Body: { userId?: number; ids: number[] } }>(
    '/providers/MultipleProviderDelete',
    {
      schema: { summary: 'Remove the selected provider identifiers from the account, all or none', body: model('multiple-provider-delete'), response: responses },
      config: { access: { who: 'session' } },
    },
    async (request, reply) => removeIdentifiers(request, reply, request.body.userId, request.body.ids, (index) => `/ids/${index}`),
  );

  async function removeIdentifiers(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number | undefined,
    ids: readonly number[],
    pathOf: (index: number) => string,
  ) {
    const account = await actingAccount(app.db, app.content, request, reply, userId);
    if (!account) return reply;
    if (identifiersReadOnly(request, account)) return reply.code(403).send(requestError(app.content, 'providerManagement.ssoReadOnly'));
    const outcome = await app.db.transaction<DeleteOutcome>(async (tx) => {
      // Locking the account's row makes concurrent deletes on one account take turns, so
      // two of them cannot each see two identifiers left and together remove both.
      await lockAccountRow(tx, account.id);
      const owned = await ownedIdentifierIds(tx, account.id, ids);
      const ownedIds = new Set(owned.map((row) => Number(row.id)));
      const unknown = ids.findIndex((id) => !ownedIds.has(id));
      if (unknown >= 0) return { kind: 'unknown', index: unknown };
      // The count migration 100's triggers keep, as committed (the account's row lock above orders the deletes).
      if ((await identifierCount(tx, account.id)) - ids.length < 1) return { kind: 'last' };
      await deleteIdentifiers(tx, account.id, ids);
      return { kind: 'deleted' };
    });
    if (outcome.kind === 'unknown') return reply.code(422).send(fieldError(app.content, pathOf(outcome.index), 'providerManagement.deleteFailed'));
    if (outcome.kind === 'last') return reply.code(409).send(requestError(app.content, 'providerManagement.lastIdentifier'));
    return { success: true as const, message: messageText(app.content, 'providerManagement.deleted') };
  }
};

export default providerDeleteRoutes;
