-- Find Users' "contains" search (189-user-search-trigrams.sql) chose its plan by a guess of how
-- many accounts hold the text. For a pattern with a leading wildcard PostgreSQL tries it on
-- the expression's histogram, which at the default statistics target has 100 bounds: a rare
-- text is guessed at 0 % or at 1 % (one bound matched), at random with every ANALYZE. At 1 %
-- of 100,000 accounts the planner walked the name index in order, filtering every row to fill
-- a page, instead of reading the few rows the trigram index holds (seen in about 1 ANALYZE
-- in 15 for a text 100 accounts hold). A thousand bounds guess such a text within 0.1 %.
ALTER INDEX users_search_trigrams ALTER COLUMN 1 SET STATISTICS 1000;
ALTER INDEX users_organization_trigrams ALTER COLUMN 1 SET STATISTICS 1000;
