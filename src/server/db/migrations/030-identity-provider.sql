-- The local identity provider of the multi-factor variant: its own users (opaque text ids,
-- as an external provider would hand out), groups, password history, e-mailed one-time
-- codes and password recovery tokens. Kept apart from the portal's users table so an
-- external provider can replace it; users.okta_user_id links a portal account to one.

CREATE TABLE idp_users (
  id text PRIMARY KEY,
  -- External users sign in with their e-mail, internal ones with their US Domain ID.
  login text NOT NULL,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  user_type text NOT NULL CHECK (user_type IN ('External', 'Internal')),
  status text NOT NULL CHECK (status IN ('STAGED', 'ACTIVE', 'PASSWORD_EXPIRED', 'LOCKED_OUT')),
  email_otp_status text NOT NULL DEFAULT 'pending' CHECK (email_otp_status IN ('pending', 'verified')),
  -- Internal users have no password here: they authenticate with their domain account.
  password_hash text,
  password_changed_at timestamptz,
  failed_password_count integer NOT NULL DEFAULT 0,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One account per login whatever its case (20 parallel registrations make exactly one).
CREATE UNIQUE INDEX idp_users_login ON idp_users (lower(login));
CREATE INDEX idp_users_email ON idp_users (lower(email));

CREATE TABLE idp_user_groups (
  user_id text NOT NULL REFERENCES idp_users (id) ON DELETE CASCADE,
  group_type text NOT NULL,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, group_type)
);

CREATE TABLE idp_password_history (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES idp_users (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX idp_password_history_user ON idp_password_history (user_id, id DESC);

CREATE TABLE idp_email_otps (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES idp_users (id) ON DELETE CASCADE,
  -- scrypt of the code: six digits are too few for a plain digest to protect.
  code_hash text NOT NULL,
  -- pending until verified; voided by a newer code; locked after too many wrong tries.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'voided', 'locked')),
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  verified_at timestamptz
);
CREATE INDEX idp_email_otps_user ON idp_email_otps (user_id, id DESC);
-- At most one live code per user: a resend must void the old one first.
CREATE UNIQUE INDEX idp_email_otps_one_pending ON idp_email_otps (user_id) WHERE status = 'pending';

CREATE TABLE idp_recovery_tokens (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES idp_users (id) ON DELETE CASCADE,
  -- SHA-256 of the token; the token itself only travels in the e-mailed link.
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  voided_at timestamptz
);
CREATE INDEX idp_recovery_tokens_user ON idp_recovery_tokens (user_id);
