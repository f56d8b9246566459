-- Links and codes leave the outbox once they are of no more use (issue 6 item 4). Each row
-- that carries a secret also keeps its text with the secrets replaced (redacted_*), and when
-- the secret dies (secrets_expire_at, from the token lifetimes). Once the message is delivered
-- or has expired, the redacted text replaces the clear one and the copies are dropped:
-- secrets_cleared_at records when. Rows without a secret have no redacted copy.
ALTER TABLE outbox ADD COLUMN redacted_text_body text;
ALTER TABLE outbox ADD COLUMN redacted_html_body text;
ALTER TABLE outbox ADD COLUMN secrets_expire_at timestamptz;
ALTER TABLE outbox ADD COLUMN secrets_cleared_at timestamptz;

-- The sweep looks for rows still holding a secret, by expiry.
CREATE INDEX outbox_secrets_pending ON outbox (secrets_expire_at) WHERE redacted_text_body IS NOT NULL;

-- Mail written before this migration has no redacted copy: the bodies of the kinds that
-- carry a link or code are emptied now rather than kept in clear forever (subject, recipient
-- and times stay).
UPDATE outbox SET text_body = '', html_body = '', secrets_cleared_at = now()
  WHERE template IN ('registrationLink', 'oneTimeCode', 'passwordResetLink', 'unlockLink');
