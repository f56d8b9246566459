-- The CSRF token is now derived from the raw session id, which only the browser's cookie
-- carries (security/csrf-token.ts): a dump or backup of this table must not hold a token
-- that works. Live sessions keep working; their pages learn the derived token from the
-- X-CSRF-Token header of their next answer.
ALTER TABLE sessions DROP COLUMN csrf_token;
