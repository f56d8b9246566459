-- Wrong passwords counted per source as well as per account (or unknown name): a source that
-- fails `failureFactor` times is locked out of that account, while the account as a whole only
-- asks for a captcha. So a stranger who knows a username locks out themselves, not its owner.
-- Subjects and sources are kept as hashes only ('account:<id>' or 'name:<typed name>', and
-- the client address).
CREATE TABLE sign_in_source_failures (
  subject_hash text NOT NULL,
  source_hash text NOT NULL,
  failed_count integer NOT NULL DEFAULT 0,
  last_failed_at timestamptz,
  locked_until timestamptz,
  PRIMARY KEY (subject_hash, source_hash)
);
CREATE INDEX sign_in_source_failures_last_failure ON sign_in_source_failures (last_failed_at);

-- The captcha a sign-in under attack asks for: the challenge id lives in an HttpOnly cookie,
-- the text only as a hash, and a challenge is spent by its first check.
CREATE TABLE sign_in_captchas (
  challenge_hash text PRIMARY KEY,
  text_hash text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sign_in_captchas_expiry ON sign_in_captchas (expires_at);
