import type { Queryable } from './database.js';
import { clearAccountSourceFailures } from './sign-in-sources.js';
import { voidAccountTokens } from './flow-tokens.js';

/** The account a staff decision moved out of review, as its e-mail and answer need it. */
export interface ReviewedAccount {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * Moves an account still under review to `status` and records who decided (run inside the
 * decision's transaction). The `WHERE account_status = underReview` makes two decisions at once
 * race safely: exactly one finds the row still under review; the other gets undefined.
 * Approval starts from a clean slate: no rejection reason, no lock or failure count left over,
 * and no token issued before the decision (voided, so none can undo it).
 */
export async function approveUnderReview(
  tx: Queryable,
  review: { userId: number; underReview: number; status: number; reviewedBy: number | undefined },
): Promise<ReviewedAccount | undefined> {
  const rows = await tx.query<ReviewedAccount>(
    `UPDATE users SET account_status = $2, reviewed_at = now(), reviewed_by = $3, rejection_reason = NULL, failed_sign_in_count = 0, locked_at = NULL, locked_until = NULL
      WHERE id = $1 AND account_status = $4
      RETURNING id, username, first_name, last_name, email`,
    [review.userId, review.status, review.reviewedBy, review.underReview],
  );
  if (rows[0]) {
    await voidAccountTokens(tx, review.userId);
    await clearAccountSourceFailures(tx, review.userId);
  }
  return rows[0];
}

/** Like approveUnderReview, but keeps the rejection's reason; undefined when the account is no longer under review. */
export async function rejectUnderReview(
  tx: Queryable,
  review: { userId: number; underReview: number; status: number; reviewedBy: number | undefined; reason: string },
): Promise<ReviewedAccount | undefined> {
  const rows = await tx.query<ReviewedAccount>(
    `UPDATE users SET account_status = $2, reviewed_at = now(), reviewed_by = $3, rejection_reason = $5
      WHERE id = $1 AND account_status = $4
      RETURNING id, username, first_name, last_name, email`,
    [review.userId, review.status, review.reviewedBy, review.underReview, review.reason],
  );
  if (rows[0]) await voidAccountTokens(tx, review.userId);
  return rows[0];
}

/** An account's status and username, to say why a decision found it not under review; undefined for an unknown id. */
export async function accountReviewState(db: Queryable, userId: number): Promise<{ account_status: number; username: string } | undefined> {
  const rows = await db.query<{ account_status: number; username: string }>('SELECT account_status, username FROM users WHERE id = $1', [userId]);
  return rows[0];
}
