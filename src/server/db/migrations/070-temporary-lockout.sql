-- Temporary lock-outs with growing waits (issue 6 item 3, in the manner of Keycloak's
-- brute-force detector). A lock set by wrong passwords now ends by itself at locked_until;
-- a lock without locked_until (set by staff or the demo data) still lasts until an unlock.
-- The time of the last failure lets the counter start again after a quiet time.
ALTER TABLE users ADD COLUMN locked_until timestamptz;
ALTER TABLE users ADD COLUMN last_failed_sign_in_at timestamptz;

ALTER TABLE idp_users ADD COLUMN locked_until timestamptz;
ALTER TABLE idp_users ADD COLUMN last_failed_password_at timestamptz;
