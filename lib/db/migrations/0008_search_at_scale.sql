-- Search at a million tenders (issue 7). Measured with EXPLAIN (ANALYZE, BUFFERS) by npm run bench:search.
--
-- Keep the search vector in the row: out of line, every row a scan tests cost two TOAST index lookups and
-- reads (3.5x slower in a seq scan of 100,000 rows); the long text columns are moved out of line instead.
-- Existing rows keep their layout until rewritten (VACUUM FULL, then VACUUM for the visibility map that
-- index-only counts need); new and updated rows get the new one.
ALTER TABLE app.tenders ALTER COLUMN search_vector SET STORAGE MAIN;--> statement-breakpoint
-- The default view, open calls for competition, has its own partial indexes, each covering what its query
-- filters on, so totals up to the 10,001-row cap are counted from the index without visiting the table.
-- Newest first (the default listing, and the candidates relevance ranks).
CREATE INDEX IF NOT EXISTS tenders_open_publish_date_idx ON app.tenders (publish_date DESC, id) INCLUDE (deadline_date, country_code, is_sample)
  WHERE notice_type = 'competition' AND status = 'open' AND visibility = 'public';--> statement-breakpoint
-- A country's open calls by deadline, with the CPV tree for the CPV filter.
CREATE INDEX IF NOT EXISTS tenders_open_country_deadline_idx ON app.tenders (country_code, deadline_date, id) INCLUDE (cpv_tree, is_sample)
  WHERE notice_type = 'competition' AND status = 'open' AND visibility = 'public';--> statement-breakpoint
-- Highest value first, unknown values (-1) last: the value sort, and a value range as a range of the index
-- even when it keeps the unknown values (an OR with IS NULL could not bound the scan).
CREATE INDEX IF NOT EXISTS tenders_open_value_idx ON app.tenders ((coalesce(estimate_euro_value, -1)) DESC, id) INCLUDE (estimate_euro_value, deadline_date, is_sample)
  WHERE notice_type = 'competition' AND status = 'open' AND visibility = 'public';--> statement-breakpoint
-- Full text within the open calls: posting lists less than half as long as the whole table's.
CREATE INDEX IF NOT EXISTS tenders_open_search_vector_idx ON app.tenders USING gin (search_vector)
  WHERE notice_type = 'competition' AND status = 'open' AND visibility = 'public';
