-- Issue 25 point 8, the staff audit trail: a staff action's row names who acted (the staff
-- member) beside whom it concerns (user_id, username). Rows before this carry no actor and
-- stay out of the trail; the audit stays append-only (migration 050's rules), so they are
-- not rewritten.
ALTER TABLE audit_events ADD COLUMN actor_id bigint;
ALTER TABLE audit_events ADD COLUMN actor_username text;
-- The trail, newest first, a page at a time; and the same for one staff member.
CREATE INDEX audit_events_trail ON audit_events (occurred_at DESC, id DESC) WHERE actor_id IS NOT NULL;
CREATE INDEX audit_events_actor ON audit_events (actor_id, occurred_at DESC, id DESC) WHERE actor_id IS NOT NULL;
-- Rules cannot see TRUNCATE: a statement trigger refuses it, so the audit cannot be emptied
-- in one statement either (an owner who means it must drop the trigger first, on record).
CREATE FUNCTION audit_events_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only';
END;
$$;
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_truncate();
