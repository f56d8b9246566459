-- The provider list over large accounts (issue 9 item 7): a per-account count and version of
-- the account's identifiers, kept by triggers in the same transaction as every insert, delete
-- or update of user_identifiers, whichever code path (or raw SQL) makes it. The count answers
-- "how many identifiers" without counting; the version tells every server process that its
-- cached ordering of the account's list (routes/clients-providers/provider-list-cache.ts) is
-- stale, so several processes on one database stay correct.

CREATE TABLE user_identifier_stats (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  total integer NOT NULL CHECK (total >= 0),
  -- Bumped by every statement that changes the account's identifiers or a plan's name.
  version bigint NOT NULL
);

INSERT INTO user_identifier_stats (user_id, total, version)
SELECT user_id, count(*), 1 FROM user_identifiers GROUP BY user_id;

-- Statement-level triggers with transition tables: one upsert per account per statement, so
-- a bulk insert of 100,000 rows updates the account's row once, not 100,000 times.
CREATE FUNCTION user_identifier_stats_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_identifier_stats (user_id, total, version)
  SELECT user_id, count(*), 1 FROM added_rows GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET total = user_identifier_stats.total + excluded.total, version = user_identifier_stats.version + 1;
  RETURN NULL;
END
$$;

-- Only UPDATE here: when a user is deleted the cascade removes its stats row too, and
-- there is nothing left to count.
CREATE FUNCTION user_identifier_stats_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_identifier_stats s SET total = s.total - d.n, version = s.version + 1
    FROM (SELECT user_id, count(*) AS n FROM removed_rows GROUP BY user_id) d
   WHERE s.user_id = d.user_id;
  RETURN NULL;
END
$$;

-- An update can move a row between accounts or plans: both accounts' counts and versions change.
CREATE FUNCTION user_identifier_stats_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_identifier_stats s SET total = s.total - d.n, version = s.version + 1
    FROM (SELECT user_id, count(*) AS n FROM removed_rows GROUP BY user_id) d
   WHERE s.user_id = d.user_id;
  INSERT INTO user_identifier_stats (user_id, total, version)
  SELECT user_id, count(*), 1 FROM added_rows GROUP BY user_id
  ON CONFLICT (user_id) DO UPDATE SET total = user_identifier_stats.total + excluded.total, version = user_identifier_stats.version + 1;
  RETURN NULL;
END
$$;

CREATE FUNCTION user_identifier_stats_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_identifier_stats SET total = 0, version = version + 1;
  RETURN NULL;
END
$$;

-- A plan's new name changes the list's plan column and its order by plan.
CREATE FUNCTION user_identifier_stats_plan_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_identifier_stats s SET version = s.version + 1
   WHERE s.user_id IN (SELECT ui.user_id FROM user_identifiers ui
                         JOIN renamed_plans r ON r.id = ui.client_id
                         JOIN plans_before b ON b.id = r.id AND b.name IS DISTINCT FROM r.name);
  RETURN NULL;
END
$$;

CREATE TRIGGER user_identifiers_stats_insert AFTER INSERT ON user_identifiers
  REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION user_identifier_stats_added();

CREATE TRIGGER user_identifiers_stats_delete AFTER DELETE ON user_identifiers
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION user_identifier_stats_removed();

CREATE TRIGGER user_identifiers_stats_update AFTER UPDATE ON user_identifiers
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION user_identifier_stats_changed();

CREATE TRIGGER user_identifiers_stats_truncate AFTER TRUNCATE ON user_identifiers
  FOR EACH STATEMENT EXECUTE FUNCTION user_identifier_stats_truncated();

CREATE TRIGGER clients_stats_rename AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS plans_before NEW TABLE AS renamed_plans FOR EACH STATEMENT EXECUTE FUNCTION user_identifier_stats_plan_renamed();

-- The list's cached order is read in (identifier value, id) order in one index walk.
CREATE INDEX user_identifiers_user_value_id ON user_identifiers (user_id, identifier_value, id);
