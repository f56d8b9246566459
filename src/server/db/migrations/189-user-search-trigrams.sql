-- Find Users' text filter at 100,000 accounts (issue 25 point 9): "contains" (LIKE '%text%')
-- cannot walk a b-tree, so it read every row (866 ms at 100,000 on PGlite). A trigram index over the
-- very expression the search matches (src/server/db/account-search.ts, SEARCHED; the two
-- must stay alike, or the planner no longer finds the index) answers it from the index:
-- a text of three characters or more reads only the rows holding all its trigrams. The
-- organisation filter gets the same. pg_trgm is a trusted extension (PostgreSQL 13+), so the
-- database's owner creates it; PGlite loads it at start (open-database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX users_search_trigrams ON users USING gin (
  lower(username || chr(31) || first_name || ' ' || last_name || chr(31) || email || chr(31) || coalesce(organization_name, '')) gin_trgm_ops
);
CREATE INDEX users_organization_trigrams ON users USING gin (lower(coalesce(organization_name, '')) gin_trgm_ops);
