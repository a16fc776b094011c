-- Search at a million tenders, second pass (issue 7), measured with EXPLAIN (ANALYZE, BUFFERS) by npm run
-- bench:search. btree_gin lets one GIN index hold the country and the CPV tree beside the search vector, so a
-- country, a CPV code and words are intersected inside the index (IE and "hospital": 9,603 row ids straight
-- from the index, where a BitmapAnd with the country's B-tree first collected its 111,014 rows), and a
-- country with a CPV division no longer filters the whole country's open calls one index entry at a time.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tenders_open_text_idx ON app.tenders USING gin (country_code, cpv_tree, search_vector)
  WHERE notice_type = 'competition' AND status = 'open' AND visibility = 'public';--> statement-breakpoint
-- The words-only index it replaces (a GIN index serves any subset of its columns).
DROP INDEX IF EXISTS app.tenders_open_search_vector_idx;--> statement-breakpoint
-- Without the CPV tree: with it, the planner preferred filtering every open call of a country inside this
-- index (50,000 entries, 49 ms) to the GIN intersection above (1,804 row ids, a few ms). It still orders a
-- country's open calls by deadline.
DROP INDEX IF EXISTS app.tenders_open_country_deadline_idx;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tenders_open_country_deadline_idx ON app.tenders (country_code, deadline_date, id) INCLUDE (is_sample)
  WHERE notice_type = 'competition' AND status = 'open' AND visibility = 'public';
