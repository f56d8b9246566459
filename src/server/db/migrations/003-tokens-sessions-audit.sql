-- Links and codes sent by e-mail, sign-in sessions, counters for rate limits and lockout,
-- and the append-only audit of sign-in and recovery events.

CREATE TABLE tokens (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- registration, reset, username, unlock, otp, recovery, access
  purpose text NOT NULL,
  -- SHA-256 of the token or code; the value itself only ever travels in the e-mail.
  token_hash text NOT NULL UNIQUE,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  voided_at timestamptz
);
CREATE INDEX tokens_user_purpose ON tokens (user_id, purpose);

CREATE TABLE sessions (
  -- SHA-256 of the cookie value, so a leaked table does not hand out sessions.
  id_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE rate_counters (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  count integer NOT NULL
);

CREATE TABLE audit_events (
  id bigserial PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  event text NOT NULL,
  user_id bigint,
  username text,
  outcome text NOT NULL,
  client_address text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_events_user ON audit_events (user_id, occurred_at);
