-- A name no account has is counted in sign_in_source_failures like any subject: per source,
-- and from every source at once under the source key 'every source' (db/sign-in-sources.ts).
-- Its own table from 130 is no longer read; what it held was at most 12 h of failures.
DROP TABLE unknown_sign_in_names;
