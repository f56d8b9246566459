-- Account access recovery: what a recovery flow remembers beside its token (tokens holds
-- only the hash), and the company identifier a staff administrator may persist on an account.

CREATE TABLE recovery_flows (
  token_id bigint PRIMARY KEY REFERENCES tokens (id) ON DELETE CASCADE,
  -- Positions (user_security_answers.position) of the questions asked, chosen once per
  -- token so a reload shows the same two questions instead of letting the user shop for easy ones.
  question_positions integer[],
  -- 1 password, 2 username, 3 unlock: what a token issued after the answers allows.
  reset_type integer CHECK (reset_type BETWEEN 1 AND 3),
  -- SHA-256 of the captcha text last shown for this token; cleared when checked (single use).
  captcha_hash text,
  captcha_expires_at timestamptz
);

ALTER TABLE users ADD COLUMN carelon_id text;
