-- The multilingual term base: glossary concepts, CPV codes and countries with their terms in the EU's languages
-- (lib/terms). Filled at start-up from the data the product ships and replaced whole when its version changes.
CREATE TABLE "app"."term_base" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	"rows" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."term_base" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."terms" (
	"concept" text NOT NULL,
	"source" text NOT NULL,
	"language" text NOT NULL,
	"term" text NOT NULL,
	"folded" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "terms_concept_language_term_pk" PRIMARY KEY("concept","language","term"),
	CONSTRAINT "terms_source_check" CHECK ("source" in ('glossary', 'cpv', 'country'))
);
--> statement-breakpoint
ALTER TABLE "app"."terms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "terms_language_folded_idx" ON "app"."terms" USING btree ("language","folded");--> statement-breakpoint
-- A notice's title in each of its other languages joins the search document (weight A, stemmed with that language's
-- configuration), so a tender published in German with an English title is found by the English words.
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
      other record;
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
      FOR other IN
        SELECT t.key AS language, t.value AS title, coalesce(s.config, 'simple'::regconfig) AS config
        FROM jsonb_each_text(coalesce(NEW.titles, '{}'::jsonb)) t
        LEFT JOIN app.search_configs s ON s.language_code = t.key
        WHERE t.key IS DISTINCT FROM NEW.language_code AND t.value IS DISTINCT FROM NEW.title
      LOOP
        NEW.search_vector := NEW.search_vector || setweight(to_tsvector(other.config, %s), 'A');
      END LOOP;
      RETURN NEW;
    END
    $fn$
  $body$,
    config_case,
    format(unaccent_call, 'coalesce(NEW.title, '''')'),
    format(unaccent_call, 'coalesce(NEW.contracting_authority_name, '''')'),
    format(unaccent_call, $e$jsonb_path_query_array(NEW.lots_details, '$[*].title ? (@ != null)')::text || ' ' || coalesce(labels, '')$e$),
    format(unaccent_call, 'coalesce(NEW.description, '''')'),
    format(unaccent_call, 'other.title')
  );
END
$$;--> statement-breakpoint
DROP TRIGGER tenders_search_document ON app.tenders;--> statement-breakpoint
CREATE TRIGGER tenders_search_document BEFORE INSERT OR UPDATE OF title, titles, description, contracting_authority_name, lots_details, cpv_code, additional_cpv_codes, language_code
  ON app.tenders FOR EACH ROW EXECUTE FUNCTION app.tenders_search_document();--> statement-breakpoint
-- Rewrite the documents of the tenders stored with titles in other languages.
UPDATE app.tenders SET title = title
  WHERE titles <> '{}'::jsonb AND EXISTS (SELECT 1 FROM jsonb_object_keys(titles) k WHERE k <> language_code);
