-- Find Users at a staff desk's scale (issue 25 point 9): each sort of the list walks an
-- index in its order (id last, so a page boundary never splits two equal rows), so page 1
-- of 100,000 accounts reads a page of rows, not the table. Status and role filters have
-- their own indexes; the text filter (contains, any column) still reads every row.
CREATE INDEX users_by_name ON users (lower(last_name), lower(first_name), id);
CREATE INDEX users_by_organization ON users (lower(organization_name), id);
CREATE INDEX users_by_registered ON users (created_at, id);
CREATE INDEX users_by_status ON users (account_status, lower(last_name), lower(first_name), id);
CREATE INDEX users_by_role ON users (role_id, lower(last_name), lower(first_name), id);
-- Locked accounts: few, found without reading the rest.
CREATE INDEX users_locked ON users (locked_until) WHERE locked_at IS NOT NULL;
