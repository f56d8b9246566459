-- The identity provider counts wrong passwords per source and per user in
-- sign_in_source_failures (migration 170); the per-user counter on idp_users has been
-- written but never read since, so it goes rather than mislead a reader of the table.
ALTER TABLE idp_users DROP COLUMN failed_password_count;
ALTER TABLE idp_users DROP COLUMN last_failed_password_at;
