-- Accounts: users, their answers, password history, identifiers and health plans.

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  username text NOT NULL,
  domain_id text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  password_hash text,
  -- Spec codes: 2 pending e-mail verification, 3 under review, 4/7 contact support,
  -- 5/6 disabled, 8 duplicates; 1 active (ours: the spec does not name it), N as text below.
  account_status integer NOT NULL,
  identity_status text CHECK (identity_status IN ('N')),
  migration_status text CHECK (migration_status IN ('S', 'A')),
  role_id integer REFERENCES roles (id),
  organization_name text,
  address_line1 text,
  address_line2 text,
  city text,
  state text,
  zip_code text,
  phone text,
  phone_extension text,
  fax text,
  is_internal boolean NOT NULL DEFAULT false,
  is_sso boolean NOT NULL DEFAULT false,
  is_admin boolean NOT NULL DEFAULT false,
  external_user_flg text NOT NULL DEFAULT 'Y' CHECK (external_user_flg IN ('Y', 'N')),
  commercial_program boolean NOT NULL DEFAULT false,
  medicare_program boolean NOT NULL DEFAULT false,
  display_captcha boolean NOT NULL DEFAULT false,
  wrong_answer_count integer NOT NULL DEFAULT 0,
  failed_sign_in_count integer NOT NULL DEFAULT 0,
  locked_at timestamptz,
  okta_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  password_changed_at timestamptz,
  last_sign_in_at timestamptz
);
-- Usernames and domain IDs are unique whatever their case: two accounts for one address
-- would make recovery ambiguous.
CREATE UNIQUE INDEX users_username ON users (lower(username));
CREATE UNIQUE INDEX users_domain_id ON users (lower(domain_id)) WHERE domain_id IS NOT NULL;
CREATE INDEX users_email ON users (lower(email));
CREATE INDEX users_names ON users (lower(first_name), lower(last_name));

CREATE TABLE user_security_answers (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position BETWEEN 1 AND 5),
  question_id integer NOT NULL REFERENCES security_questions (id),
  answer_hash text NOT NULL,
  PRIMARY KEY (user_id, position),
  UNIQUE (user_id, question_id)
);

CREATE TABLE password_history (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_history_user ON password_history (user_id, created_at DESC);

CREATE TABLE user_identifiers (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  identifier_type integer NOT NULL CHECK (identifier_type BETWEEN 0 AND 5),
  identifier_value text NOT NULL,
  client_id integer REFERENCES clients (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One identifier once per account and plan (NULLS NOT DISTINCT needs PostgreSQL 15).
CREATE UNIQUE INDEX user_identifiers_unique ON user_identifiers (user_id, identifier_type, identifier_value, coalesce(client_id, -1));

CREATE TABLE user_clients (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id integer NOT NULL REFERENCES clients (id),
  PRIMARY KEY (user_id, client_id)
);
