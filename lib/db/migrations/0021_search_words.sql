-- The search's spelling dictionary (issue 31): every word of the public tenders' titles, buyers, lot titles
-- and CPV labels, accent-folded and lower-cased, with how many public tenders have it. A query word that
-- matches nothing is corrected to its nearest word here by trigram similarity, an index lookup in a table of
-- words rather than a scan of the tenders. Descriptions stay out: their long tail of words would multiply the
-- dictionary and the cost of every write for words people rarely search for, and a word found only there is
-- still known to the search (the correction only replaces words the search cannot find).
CREATE TABLE app.search_words (
  word text PRIMARY KEY,
  tenders integer NOT NULL
);--> statement-breakpoint
ALTER TABLE app.search_words ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON app.search_words USING gin (word gin_trgm_ops);--> statement-breakpoint
-- The dictionary words of one tender: the 'simple' configuration splits and lower-cases without stemming, so
-- the words are the ones people write. Numbers, codes and words with punctuation are left out.
CREATE OR REPLACE FUNCTION app.tender_words(title text, buyer text, lots jsonb, cpv_codes text[], language_code text)
RETURNS SETOF text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT w.lexeme
  FROM unnest(to_tsvector('simple'::regconfig, app.immutable_unaccent(
    coalesce(title, '') || ' ' || coalesce(buyer, '') || ' ' ||
    coalesce(jsonb_path_query_array(lots, '$[*].title ? (@ != null)')::text, '') || ' ' ||
    coalesce((SELECT string_agg(c.label_en || CASE WHEN language_code = 'de' THEN coalesce(' ' || c.label_de, '') ELSE '' END, ' ')
              FROM app.cpv_codes c WHERE c.code = ANY (cpv_codes)), '')
  ))) AS w
  WHERE length(w.lexeme) BETWEEN 3 AND 40 AND w.lexeme !~ '[[:digit:][:punct:][:space:]]'
$$;--> statement-breakpoint
-- Kept at write time, once per statement: each write adds the words of the public tenders it stores and takes
-- away those of the ones it replaces or deletes (an update only for rows whose words could have changed), in
-- word order so that concurrent imports lock the rows they share in the same order.
CREATE OR REPLACE FUNCTION app.search_words_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  counts integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(word ORDER BY word), array_agg(n ORDER BY word) INTO words, counts FROM (
      SELECT w AS word, count(*)::integer AS n
      FROM new_rows r, app.tender_words(r.title, r.contracting_authority_name, r.lots_details,
        array_append(r.additional_cpv_codes, r.cpv_code::text), r.language_code) w
      WHERE r.visibility = 'public' GROUP BY w
    ) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(word ORDER BY word), array_agg(n ORDER BY word) INTO words, counts FROM (
      SELECT w AS word, -count(*)::integer AS n
      FROM old_rows r, app.tender_words(r.title, r.contracting_authority_name, r.lots_details,
        array_append(r.additional_cpv_codes, r.cpv_code::text), r.language_code) w
      WHERE r.visibility = 'public' GROUP BY w
    ) d;
  ELSE
    SELECT array_agg(word ORDER BY word), array_agg(n ORDER BY word) INTO words, counts FROM (
      SELECT word, sum(n)::integer AS n FROM (
        SELECT w AS word, -1 AS n
        FROM old_rows o JOIN new_rows r USING (id),
          app.tender_words(o.title, o.contracting_authority_name, o.lots_details,
            array_append(o.additional_cpv_codes, o.cpv_code::text), o.language_code) w
        WHERE o.visibility = 'public' AND (o.title, o.contracting_authority_name, o.lots_details, o.cpv_code,
          o.additional_cpv_codes, o.language_code, o.visibility) IS DISTINCT FROM (r.title, r.contracting_authority_name,
          r.lots_details, r.cpv_code, r.additional_cpv_codes, r.language_code, r.visibility)
        UNION ALL
        SELECT w, 1
        FROM new_rows r JOIN old_rows o USING (id),
          app.tender_words(r.title, r.contracting_authority_name, r.lots_details,
            array_append(r.additional_cpv_codes, r.cpv_code::text), r.language_code) w
        WHERE r.visibility = 'public' AND (o.title, o.contracting_authority_name, o.lots_details, o.cpv_code,
          o.additional_cpv_codes, o.language_code, o.visibility) IS DISTINCT FROM (r.title, r.contracting_authority_name,
          r.lots_details, r.cpv_code, r.additional_cpv_codes, r.language_code, r.visibility)
      ) changes GROUP BY word HAVING sum(n) <> 0
    ) d;
  END IF;
  IF words IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO app.search_words AS s (word, tenders)
    SELECT * FROM unnest(words, counts)
    ON CONFLICT (word) DO UPDATE SET tenders = s.tenders + excluded.tenders;
  DELETE FROM app.search_words WHERE word = ANY (words) AND tenders <= 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tenders_search_words_insert AFTER INSERT ON app.tenders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.search_words_count();--> statement-breakpoint
CREATE TRIGGER tenders_search_words_update AFTER UPDATE ON app.tenders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.search_words_count();--> statement-breakpoint
CREATE TRIGGER tenders_search_words_delete AFTER DELETE ON app.tenders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.search_words_count();--> statement-breakpoint
CREATE OR REPLACE FUNCTION app.search_words_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM app.search_words;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tenders_search_words_truncate AFTER TRUNCATE ON app.tenders
  FOR EACH STATEMENT EXECUTE FUNCTION app.search_words_clear();--> statement-breakpoint
-- The words of the tenders already stored.
INSERT INTO app.search_words (word, tenders)
  SELECT w, count(*)::integer FROM app.tenders t, app.tender_words(t.title, t.contracting_authority_name, t.lots_details,
    array_append(t.additional_cpv_codes, t.cpv_code::text), t.language_code) w
  WHERE t.visibility = 'public' GROUP BY w;--> statement-breakpoint
-- The search's former typo fallback (a query's trigram similarity to every title) gives way to the dictionary.
DROP INDEX IF EXISTS app.tenders_title_trgm_idx;
