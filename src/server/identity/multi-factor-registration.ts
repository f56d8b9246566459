import type { Database, Queryable } from '../db/database.js';
import { isLinkedToAnyAccount } from '../db/provider-links.js';
import type { CodeCaller, CodeCheck, IdentityProvider } from './identity-provider.js';
import { IdentityProviderError } from './identity-provider-error.js';

/** The spec's migration statuses of a portal account: S staged in the provider, A active there. */
export type MigrationStatus = 'S' | 'A';

/** The group a new multi-factor registration is put in until staff approve it. */
export const STAGED_GROUP = 'Staged';

/** What the flow works on: the portal's database and the identity provider. */
export interface MultiFactorRegistrationDeps {
  db: Database;
  provider: IdentityProvider;
}

interface PortalUserRow {
  username: string;
  first_name: string;
  last_name: string;
  is_internal: boolean;
  domain_id: string | null;
}

/** Sets users.migration_status by username; answers whether an account was found. */
async function setMigrationStatus(db: Queryable, username: string, status: MigrationStatus): Promise<boolean> {
  const rows = await db.query('UPDATE users SET migration_status = $2 WHERE lower(username) = lower($1) RETURNING id', [username, status]);
  return rows.length > 0;
}

/**
 * The provider user an account's address already names, which the same-e-mail step may
 * join: only one that proved the address with its code and that no portal account links,
 * as another application's user has. Joined, any other would let whoever chose its password
 * into the account its owner goes on to confirm and staff approve:
 * - a user that never proved the address (STAGED, code pending) and no portal account links
 *   is no one's account (the provider's register call is public, and an unconfirmed
 *   registration outlives its portal account): a new registration removes it and starts
 *   afresh with the password just typed; the same-e-mail Yes, which carries no password,
 *   refuses it as taken (a new try removes it);
 * - a user another portal account links, or whose address is unproved (staff moved its
 *   e-mail onto this one), belongs to someone else: refused as taken.
 */
async function knownProviderUser(db: Queryable, provider: IdentityProvider, account: PortalUserRow, joinExisting: boolean): Promise<{ id: string } | null> {
  const existing = await provider.lookupUser({ email: account.username, internal: account.is_internal });
  if (!existing) return null;
  const taken = () => IdentityProviderError.of(409, 'username.taken', '/username');
  const linked = await isLinkedToAnyAccount(db, existing.id);
  if (!linked && (await provider.removeUnproven(existing.id))) {
    if (joinExisting) throw taken();
    return null;
  }
  if (linked || (await provider.getUser(existing.id))?.emailOtpVerificationStatus !== 'verified') throw taken();
  return existing;
}

/**
 * Removes a provider user that holds the domain ID as its login while no portal account links
 * it and it never proved its address. The public register call takes any free domain ID, and
 * only a company address (which its code goes to) proves an internal user: one that never
 * proved it is no one's, and must not hold the owner's registration of the domain ID off as
 * taken. One that did (staff, linked or proven) still does.
 */
async function freeUnprovenDomainId(db: Queryable, provider: IdentityProvider, domainId: string): Promise<void> {
  const holder = await provider.lookupUser({ email: domainId, internal: true });
  if (!holder) return;
  if (!(await isLinkedToAnyAccount(db, holder.id))) await provider.removeUnproven(holder.id);
}

/** How {@link startMultiFactorRegistration} ended: staged with a code mailed, or waiting for the same-e-mail answer. */
export type MultiFactorStart = { sameEmail: false; identityUserId: string } | { sameEmail: true; identityUserId?: string };

/**
 * Steps 1-6 of the spec's multi-factor registration, once the portal account exists:
 * create the provider user (group Staged, code status pending), persist the provider id on
 * the account and set migration status S in one transaction, then send the one-time code.
 *
 * When the address is registered at the provider already, the spec's same-e-mail step asks
 * the person first: without `joinExisting` nothing is changed and `sameEmail` is answered
 * (no group, no code); with it (their Yes) the existing user joins the group, and the rest
 * follows as for a new one. A failing step throws and the flow stops, as the spec says; the
 * caller logs it.
 *
 * `password` is the one the user typed (external users); internal users use their domain ID.
 */
export async function startMultiFactorRegistration(
  { db, provider }: MultiFactorRegistrationDeps,
  { username, password, joinExisting = false, caller }: { username: string; password?: string; joinExisting?: boolean; caller: CodeCaller },
): Promise<MultiFactorStart> {
  const [account] = await db.query<PortalUserRow>(
    'SELECT username, first_name, last_name, is_internal, domain_id FROM users WHERE lower(username) = lower($1)',
    [username],
  );
  if (!account) throw IdentityProviderError.of(404, 'accountAccess.find.noMatch');
  const existing = await knownProviderUser(db, provider, account, joinExisting);
  if (existing && !joinExisting) return { sameEmail: true };
  if (!existing && account.is_internal && account.domain_id) await freeUnprovenDomainId(db, provider, account.domain_id);
  let identityUserId: string;
  if (existing) {
    identityUserId = existing.id;
    await provider.changeGroup(identityUserId, STAGED_GROUP, 'add');
  } else {
    const created = await provider.register({
      firstName: account.first_name,
      lastName: account.last_name,
      email: account.username,
      userType: account.is_internal ? 'Internal' : 'External',
      ...(account.is_internal ? { login: account.domain_id ?? '' } : { password }),
      userGroupType: STAGED_GROUP,
      emailOtpVerificationStatus: 'pending',
    });
    identityUserId = created.id;
  }
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET okta_user_id = $2 WHERE lower(username) = lower($1)', [account.username, identityUserId]);
    await setMigrationStatus(tx, account.username, 'S');
  });
  await provider.sendEmailOtp(identityUserId, caller);
  return existing ? { sameEmail: true, identityUserId } : { sameEmail: false, identityUserId };
}

/**
 * The code step: a correct code makes the migration status A and the account status N (the
 * provider marks the code verified); any other outcome changes nothing on the account.
 */
export async function completeMultiFactorRegistration(
  { db, provider }: MultiFactorRegistrationDeps,
  { identityUserId, code, caller }: { identityUserId: string; code: string; caller: CodeCaller },
): Promise<CodeCheck> {
  const outcome = await provider.verifyEmailOtp(identityUserId, code, caller);
  if (outcome === 'verified') {
    await db.query(`UPDATE users SET migration_status = 'A', identity_status = 'N' WHERE okta_user_id = $1`, [identityUserId]);
  }
  return outcome;
}
