-- The outbox of e-mail (the dev mailbox reads it), the client error log and global messages.

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  template text NOT NULL,
  sent_at timestamptz,
  error text
);

CREATE TABLE javascript_errors (
  id bigserial PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  browser jsonb NOT NULL,
  error_message text NOT NULL,
  error_url text NOT NULL,
  stack_trace jsonb NOT NULL
);

CREATE TABLE global_messages (
  id integer PRIMARY KEY,
  texts text[] NOT NULL
);
