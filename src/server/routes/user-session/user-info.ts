import type { SignedInUserAnswer } from '../../../generated/types/answers/signed-in-user.js';
import { actingAccounts } from '../../db/acting-accounts.js';
import type { Queryable } from '../../db/database.js';
import type { SessionUser } from '../../security/session-user.js';

/**
 * The spec's user info (management-session-shared.md section 3), as the banner shows it.
 * `userId` and `profileLoginName` are the signed-in user; every `selected*` field, `fullName`,
 * `orgName` and `isSso` describe the account acted on (the administrator's selection, else
 * the user's own). `isAdminUser` is the spec's "admin flag Y". `profileFullName` (ours) is
 * the signed-in user's own name, so a page acting for someone names both (docs/staff-desk.md);
 * `commercialHealthplanSelected` (ours) is the acted-on account's Commercial Utilization Review
 * choice, which the identifiers form starts from so a save keeps it. The shape is the answer
 * schemas/answers/signed-in-user.json, less the CSRF token the calls add.
 */
export type UserInfo = Omit<SignedInUserAnswer, 'csrfToken'>;

/** Reads the user info of a session's user; undefined if either account is gone. */
export async function loadUserInfo(db: Queryable, user: Pick<SessionUser, 'userId' | 'selectedUserId'>): Promise<UserInfo | undefined> {
  const row = await actingAccounts(db, user.userId, user.selectedUserId);
  if (!row) return undefined;
  return {
    userId: user.userId,
    profileLoginName: row.login,
    profileFullName: `${row.login_first_name} ${row.login_last_name}`,
    selectedUserRole: row.role_id,
    isAdminUser: row.is_admin ? 'Y' : 'N',
    selectedUserId: Number(row.selected_id),
    isSso: row.is_sso,
    fullName: `${row.first_name} ${row.last_name}`,
    selectedUserName: row.selected_username,
    selectedRoleName: row.role_name,
    orgName: row.organization_name,
    commercialHealthplanSelected: row.commercial_program,
  };
}
