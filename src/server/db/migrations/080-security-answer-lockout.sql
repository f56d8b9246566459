-- Wrong security answers lock the question path of recovery for a growing wait, with the
-- same bruteForce rule as wrong passwords (schemas/config/account-rules.json). The captcha
-- after 3 wrong answers (the spec's) slows a guesser; this bounds one who solves captchas.
-- Kept apart from the sign-in counters: a lock here leaves sign-in and the e-mailed reset
-- link as they were, and the reverse.
ALTER TABLE users ADD COLUMN failed_answer_count integer NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN last_failed_answer_at timestamptz;
ALTER TABLE users ADD COLUMN answers_locked_until timestamptz;
