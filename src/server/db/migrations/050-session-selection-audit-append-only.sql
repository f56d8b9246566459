-- Sessions remember the account an administrator acts on (the spec's selected user); null
-- means the signed-in user's own. Removing that account falls back to the own one.
ALTER TABLE sessions ADD COLUMN selected_user_id bigint REFERENCES users (id) ON DELETE SET NULL;

-- The audit is append-only: rules (plain SQL, no function bodies) turn any UPDATE or DELETE
-- into nothing, so neither a bug nor an injected statement through the app can rewrite it.
CREATE RULE audit_events_no_update AS ON UPDATE TO audit_events DO INSTEAD NOTHING;
CREATE RULE audit_events_no_delete AS ON DELETE TO audit_events DO INSTEAD NOTHING;

-- Old rate-limit windows are swept by age.
CREATE INDEX rate_counters_window ON rate_counters (window_started_at);
