-- Several server processes on one database each send the outbox in the background (issue 22
-- item 7): a sender claims a row before it hands it to the SMTP server, so no other sender
-- takes it meanwhile. claimed_until is when the claim lapses: a sender that crashed mid-send
-- loses its rows to the next sweep once it has passed, and a failed delivery is written back
-- with the time its retry is due. attempts counts the claims (the retry wait grows with it).
ALTER TABLE outbox ADD COLUMN claimed_until timestamptz;
ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;

-- The sweep reads unsent rows only, oldest first.
CREATE INDEX outbox_unsent ON outbox (id) WHERE sent_at IS NULL;
