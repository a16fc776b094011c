-- The search document indexes CPV labels with the tender's own text search configuration (before, English
-- labels used the English stemmer): a query is then stemmed with one configuration per tender, which keeps
-- phrases and -exclusions exact and lets every language branch use the GIN index.
DO $$
DECLARE
  ext_schema text;
  unaccent_call text;
  config_case text;
BEGIN
  SELECT n.nspname INTO ext_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent';
  unaccent_call := format('%I.unaccent(%L::regdictionary, %%s)', ext_schema, quote_ident(ext_schema) || '.unaccent');
  SELECT 'CASE NEW.language_code ' || string_agg(format('WHEN %L THEN %L::regconfig', language_code, config::text), ' ' ORDER BY language_code) || ' ELSE ''simple''::regconfig END'
    INTO config_case FROM app.search_configs;
  EXECUTE format($body$
    CREATE OR REPLACE FUNCTION app.tenders_search_document() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      cfg regconfig := %s;
      labels text;
    BEGIN
      -- English labels for every tender, German ones for German tenders too.
      SELECT string_agg(c.label_en || CASE WHEN NEW.language_code = 'de' THEN coalesce(' ' || c.label_de, '') ELSE '' END, ' ')
        INTO labels
        FROM app.cpv_codes c WHERE c.code = ANY (array_append(NEW.additional_cpv_codes, NEW.cpv_code::text));
      NEW.search_config := cfg;
      NEW.search_vector :=
        setweight(to_tsvector(cfg, %s), 'A') ||
        setweight(to_tsvector(cfg, %s), 'B') ||
        setweight(to_tsvector(cfg, %s), 'C') ||
        setweight(to_tsvector(cfg, %s), 'D');
      RETURN NEW;
    END
    $fn$
  $body$,
    config_case,
    format(unaccent_call, 'coalesce(NEW.title, '''')'),
    format(unaccent_call, 'coalesce(NEW.contracting_authority_name, '''')'),
    format(unaccent_call, $e$jsonb_path_query_array(NEW.lots_details, '$[*].title ? (@ != null)')::text || ' ' || coalesce(labels, '')$e$),
    format(unaccent_call, 'coalesce(NEW.description, '''')')
  );
END
$$;--> statement-breakpoint
-- Rewrite the documents of tenders already stored (the trigger fires on the title column).
UPDATE app.tenders SET title = title;--> statement-breakpoint
-- Typo tolerance (word similarity of short queries to titles) and the buyer filter (substring match):
-- trigram indexes over the accent-folded text.
CREATE INDEX IF NOT EXISTS tenders_title_trgm_idx ON app.tenders USING gin (app.immutable_unaccent(title) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS tenders_buyer_trgm_idx ON app.tenders USING gin (app.immutable_unaccent(contracting_authority_name) gin_trgm_ops);
