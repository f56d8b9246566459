-- Reference data the portal offers: roles, security questions, e-mail domains, health plans
-- (clients) and the provider directory that maps identifiers to plans and allowed roles.

CREATE TABLE roles (
  id integer PRIMARY KEY,
  name text NOT NULL,
  -- provider: identifiers; health_plan: picks one plan; internal: staff with a domain ID
  kind text NOT NULL CHECK (kind IN ('provider', 'health_plan', 'genetic_counselor', 'internal')),
  registrable boolean NOT NULL DEFAULT true
);

CREATE TABLE security_questions (
  id integer PRIMARY KEY,
  question_text text NOT NULL UNIQUE
);

CREATE TABLE email_domains (
  code text PRIMARY KEY,
  domain text NOT NULL,
  internal boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX email_domains_domain ON email_domains (lower(domain));

CREATE TABLE clients (
  id integer PRIMARY KEY,
  name text NOT NULL,
  is_sso boolean NOT NULL DEFAULT false,
  is_unsupported boolean NOT NULL DEFAULT false,
  -- The plan's own registration site (unsupported or single-sign-on plans); null means
  -- employee access is requested through an identity system.
  url text,
  -- Hash of the plan's PIN when it has one; the PIN itself is never stored.
  pin_hash text
);

CREATE TABLE provider_directory (
  id bigserial PRIMARY KEY,
  -- Numeric keys of the spec: TIN 0, NPI 1, GNPI 2, CLID 3, GRID 4, GTIN 5
  identifier_type integer NOT NULL CHECK (identifier_type BETWEEN 0 AND 5),
  identifier_value text NOT NULL,
  client_id integer NOT NULL REFERENCES clients (id),
  allowed_roles integer[] NOT NULL,
  UNIQUE (identifier_type, identifier_value, client_id)
);
CREATE INDEX provider_directory_value ON provider_directory (identifier_value);
