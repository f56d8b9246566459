-- Staff verification (issue 9): who decided on a registration under review (status 3), when,
-- and, for a rejection, the reason the rejection e-mail quoted. An approved account becomes
-- status 1 (active), a rejected one status 5 (the spec's "disabled"); these columns tell a
-- rejected registration from an account disabled for another reason.
ALTER TABLE users ADD COLUMN reviewed_at timestamptz;
ALTER TABLE users ADD COLUMN reviewed_by bigint REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN rejection_reason text;

-- The verification queue reads registrations under review, oldest first.
CREATE INDEX users_under_review ON users (created_at, id) WHERE account_status = 3;
