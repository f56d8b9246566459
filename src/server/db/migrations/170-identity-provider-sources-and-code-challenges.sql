-- Issue 22 item 4, the identity provider: one-time codes belong to the browser that asked
-- for them (its challenge id, an HttpOnly cookie, kept here as a hash), so a stranger's
-- request or resend voids only the stranger's own code, never the owner's pending one.
-- Codes pending before this change belong to no browser: voided (a resend mails a new one).
UPDATE idp_email_otps SET status = 'voided' WHERE status = 'pending';
ALTER TABLE idp_email_otps ADD COLUMN challenge_hash text NOT NULL DEFAULT '';
DROP INDEX idp_email_otps_one_pending;
-- At most one live code per user and challenge: a resend voids that challenge's code first.
CREATE UNIQUE INDEX idp_email_otps_one_pending ON idp_email_otps (user_id, challenge_hash) WHERE status = 'pending';
CREATE INDEX idp_email_otps_challenge ON idp_email_otps (user_id, challenge_hash, id DESC);
-- Wrong provider passwords now lock out their source (sign_in_source_failures), never the
-- user: temporary lock-outs set by the old per-user count end now. A lock without an end
-- (staff, demo data) stays.
UPDATE idp_users SET status = 'ACTIVE', locked_until = NULL, failed_password_count = 0, last_failed_password_at = NULL
 WHERE status = 'LOCKED_OUT' AND locked_until IS NOT NULL;
