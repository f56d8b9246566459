-- Indexes for the provider list (GET /api/providers/ProviderList) and the deletes, so an
-- account with 100,000 identifiers pages, filters and counts without a full sort.

-- Default sort (identifier value) and paging within one account: an index walk, no sort.
CREATE INDEX user_identifiers_user_value ON user_identifiers (user_id, identifier_value);

-- The identifier filter matches from the start of the value ("123" finds "123456789");
-- text_pattern_ops lets LIKE 'prefix%' use the index whatever the database's collation.
CREATE INDEX user_identifiers_user_value_prefix ON user_identifiers (user_id, identifier_value text_pattern_ops);

-- The health plan filter, and the plans an account's identifiers are attached to.
CREATE INDEX user_identifiers_user_client ON user_identifiers (user_id, client_id);

-- Client lists count the directory rows of each plan.
CREATE INDEX provider_directory_client ON provider_directory (client_id);
