-- Wrong passwords typed for a sign-in name no account has, counted as an account's are, so an
-- unknown name locks at the same failure and answers "Account is Locked" alike: otherwise the
-- fifth wrong password told which names exist. Only a hash of the lower-cased name is kept
-- (people type passwords into the username field).
CREATE TABLE unknown_sign_in_names (
  name_hash text PRIMARY KEY,
  failed_sign_in_count integer NOT NULL DEFAULT 0,
  last_failed_sign_in_at timestamptz,
  locked_until timestamptz
);
CREATE INDEX unknown_sign_in_names_last_failure ON unknown_sign_in_names (last_failed_sign_in_at);
