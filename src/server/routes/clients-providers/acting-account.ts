import type { FastifyReply, FastifyRequest } from 'fastify';
import { managedAccount } from '../../db/acting-accounts.js';
import type { Queryable } from '../../db/database.js';
import { requestError } from '../../http/api-errors.js';
import type { PortalContent } from '../../plugins/portal-content.js';

/** The account a management call changes or reads, as stored. */
export interface ActingAccount {
  id: number;
  roleId: number | null;
  isSso: boolean;
}

/**
 * The account a signed-in call acts on: the `userId` the body or query names, which must be
 * the user's own or, for an administrator, the user selected in the session (the spec's
 * "acts on the selected user's id"). Left out, it is the session's selected account (the
 * user's own for everyone but an administrator with a selection).
 *
 * Answers undefined after sending 403 when the id names any other account (409
 * `providerManagement.actingChanged` for an administrator: the page names a user the session
 * no longer acts for): ids in payloads are the client's claim, the session is the authority.
 */
export async function actingAccount(
  db: Queryable,
  content: PortalContent,
  request: FastifyRequest,
  reply: FastifyReply,
  requestedUserId: number | undefined,
): Promise<ActingAccount | undefined> {
  const user = request.sessionUser;
  if (!user) {
    await reply.code(401).send(requestError(content, 'session.expired'));
    return undefined;
  }
  const allowed = new Set([user.userId, user.selectedUserId]);
  const id = requestedUserId ?? user.selectedUserId;
  if (!allowed.has(id)) {
    // An administrator's page naming a user the session no longer acts for was opened before
    // another tab chose someone else: a conflict the page can name, not a forbidden account.
    if (user.isAdmin) await reply.code(409).send(requestError(content, 'providerManagement.actingChanged'));
    else await reply.code(403).send(requestError(content, 'providerManagement.notYourAccount'));
    return undefined;
  }
  const row = await managedAccount(db, id);
  if (!row) {
    await reply.code(403).send(requestError(content, 'providerManagement.notYourAccount'));
    return undefined;
  }
  return { id: Number(row.id), roleId: row.role_id, isSso: row.is_sso };
}

/** Whether the account's identifiers are read-only: single-sign-on accounts, or a signed-in SSO user. */
export function identifiersReadOnly(request: FastifyRequest, account: ActingAccount): boolean {
  return account.isSso || request.sessionUser?.isSso === true;
}
