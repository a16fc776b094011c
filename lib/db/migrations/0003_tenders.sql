CREATE TABLE "app"."tender_awards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tender_id" text NOT NULL,
	"notice_id" text NOT NULL,
	"lot_id" text,
	"status" text,
	"winner_name" text,
	"winner_country_code" char(2),
	"value" numeric(18, 2),
	"currency" char(3),
	"euro_value" numeric(18, 2),
	"tenders_received" integer,
	"group_members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."tender_awards" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."tender_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tender_id" text NOT NULL,
	"publication_number" text,
	"notice_id" text NOT NULL,
	"notice_version" text DEFAULT '' NOT NULL,
	"notice_type" text NOT NULL,
	"notice_subtype" text,
	"form_type" text,
	"publish_date" date NOT NULL,
	"changes_notice_id" text,
	"url" text,
	"origin" text,
	"xml_gzip" "bytea" NOT NULL,
	"content_hash" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."tender_notices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."tenders" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"procedure_key" text NOT NULL,
	"procedure_id" text,
	"url" text,
	"country_code" char(2) NOT NULL,
	"language_code" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"cpv_code" char(8) NOT NULL,
	"publish_date" date NOT NULL,
	"deadline_date" timestamp with time zone,
	"contracting_authority_name" text,
	"contracting_authority_address" text,
	"contracting_authority_email" text,
	"subdivision_into_lots" boolean DEFAULT false NOT NULL,
	"lots_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"estimate_euro_value" numeric(18, 2),
	"estimate_native_value" numeric(18, 2),
	"estimate_native_value_currency" char(3),
	"summary_description" text,
	"deadline_local" text,
	"estimate_rate_date" date,
	"notice_type" text NOT NULL,
	"notice_subtype" text,
	"procedure_type" text,
	"contract_nature" text,
	"status" text NOT NULL,
	"additional_cpv_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"cpv_tree" text[] DEFAULT '{}'::text[] NOT NULL,
	"nuts_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"nuts_tree" text[] DEFAULT '{}'::text[] NOT NULL,
	"buyer_nuts" text,
	"documents_url" text,
	"submission_url" text,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"owner_id" uuid,
	"latest_notice_id" text,
	"search_config" "regconfig" DEFAULT 'simple'::regconfig NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."tenders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."tender_awards" ADD CONSTRAINT "tender_awards_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."tender_notices" ADD CONSTRAINT "tender_notices_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."tenders" ADD CONSTRAINT "tenders_owner_id_profiles_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_awards_tender_id_idx" ON "app"."tender_awards" USING btree ("tender_id","position");--> statement-breakpoint
CREATE INDEX "tender_awards_winner_name_idx" ON "app"."tender_awards" USING btree ("winner_name");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_notices_publication_number_idx" ON "app"."tender_notices" USING btree ("publication_number");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_notices_notice_id_version_idx" ON "app"."tender_notices" USING btree ("notice_id","notice_version");--> statement-breakpoint
CREATE INDEX "tender_notices_tender_id_idx" ON "app"."tender_notices" USING btree ("tender_id");--> statement-breakpoint
CREATE INDEX "tender_notices_content_hash_idx" ON "app"."tender_notices" USING btree ("content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "tenders_source_procedure_key_idx" ON "app"."tenders" USING btree ("source","procedure_key");--> statement-breakpoint
CREATE INDEX "tenders_search_vector_idx" ON "app"."tenders" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "tenders_cpv_tree_idx" ON "app"."tenders" USING gin ("cpv_tree");--> statement-breakpoint
CREATE INDEX "tenders_nuts_tree_idx" ON "app"."tenders" USING gin ("nuts_tree");--> statement-breakpoint
CREATE INDEX "tenders_publish_date_idx" ON "app"."tenders" USING btree ("publish_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tenders_deadline_date_idx" ON "app"."tenders" USING btree ("deadline_date","id");--> statement-breakpoint
CREATE INDEX "tenders_country_publish_date_idx" ON "app"."tenders" USING btree ("country_code","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenders_estimate_euro_value_idx" ON "app"."tenders" USING btree ("estimate_euro_value");--> statement-breakpoint
CREATE INDEX "tenders_owner_id_idx" ON "app"."tenders" USING btree ("owner_id") WHERE "app"."tenders"."owner_id" is not null;--> statement-breakpoint
ALTER TABLE "app"."tenders" ADD CONSTRAINT "tenders_visibility_check" CHECK (visibility IN ('public', 'private') AND (visibility = 'public' OR owner_id IS NOT NULL));--> statement-breakpoint
ALTER TABLE "app"."tenders" ADD CONSTRAINT "tenders_status_check" CHECK (status IN ('open', 'closed', 'awarded', 'cancelled'));--> statement-breakpoint
ALTER TABLE "app"."tenders" ADD CONSTRAINT "tenders_notice_type_check" CHECK (notice_type IN ('planning', 'competition', 'result'));--> statement-breakpoint
ALTER TABLE "app"."tenders" ADD CONSTRAINT "tenders_cpv_code_check" CHECK (cpv_code ~ '^[0-9]{8}$');--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot feed an index or a stored vector
-- directly. This IMMUTABLE wrapper names the dictionary explicitly, in whatever schema the extension lives
-- (public here, "extensions" on Supabase), which is what makes the promise safe.
DO $$
DECLARE
  ext_schema text;
BEGIN
  SELECT n.nspname INTO ext_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent';
  IF ext_schema IS NULL THEN
    RAISE EXCEPTION 'The unaccent extension is not installed';
  END IF;
  EXECUTE format(
    'CREATE OR REPLACE FUNCTION app.immutable_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS %L',
    format('SELECT %I.unaccent(%L::regdictionary, $1)', ext_schema, quote_ident(ext_schema) || '.unaccent')
  );
END
$$;--> statement-breakpoint
-- Language (ISO 639-1) to Snowball text search configuration; 'simple' where Postgres has no stemmer.
CREATE TABLE app.search_configs (
  language_code text PRIMARY KEY,
  config regconfig NOT NULL
);--> statement-breakpoint
ALTER TABLE app.search_configs ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
-- Only the configurations this server has (Postgres 15 lacks Estonian; PGlite, on 18, has it).
INSERT INTO app.search_configs (language_code, config)
SELECT m.language_code, c.oid::regconfig
FROM (VALUES
  ('da', 'danish'), ('de', 'german'), ('el', 'greek'), ('en', 'english'), ('es', 'spanish'), ('et', 'estonian'),
  ('fi', 'finnish'), ('fr', 'french'), ('ga', 'irish'), ('hu', 'hungarian'), ('it', 'italian'), ('lt', 'lithuanian'),
  ('nl', 'dutch'), ('no', 'norwegian'), ('pt', 'portuguese'), ('ro', 'romanian'), ('sv', 'swedish'), ('sr', 'serbian'),
  ('tr', 'turkish'), ('ca', 'catalan'), ('eu', 'basque'), ('ru', 'russian')
) AS m(language_code, cfgname)
JOIN pg_catalog.pg_ts_config c ON c.cfgname = m.cfgname AND c.cfgnamespace = 'pg_catalog'::regnamespace;--> statement-breakpoint
-- The configuration for a language, for queries (the trigger below has the same mapping compiled in).
CREATE OR REPLACE FUNCTION app.search_config_for(language_code text) RETURNS regconfig LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT s.config FROM app.search_configs s WHERE s.language_code = lower($1)), 'simple'::regconfig)
$$;--> statement-breakpoint
-- The search document, written whenever a searched field changes: title (A), buyer (B), lot titles and CPV
-- labels (C), description (D), all accent-folded. CPV labels go in English (english stemmer) and, for German
-- tenders, in German too. The body is generated here so that it calls unaccent in the schema the extension
-- lives in, and maps languages with a CASE rather than a lookup per row: a trigger runs for every tender
-- written, and per-row queries were most of an import's cost.
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
      labels_en text;
      labels_de text;
    BEGIN
      SELECT string_agg(c.label_en, ' '), string_agg(c.label_de, ' ') INTO labels_en, labels_de
        FROM app.cpv_codes c WHERE c.code = ANY (array_append(NEW.additional_cpv_codes, NEW.cpv_code::text));
      NEW.search_config := cfg;
      NEW.search_vector :=
        setweight(to_tsvector(cfg, %s), 'A') ||
        setweight(to_tsvector(cfg, %s), 'B') ||
        setweight(to_tsvector(cfg, %s), 'C') ||
        setweight(to_tsvector('english'::regconfig, %s), 'C') ||
        setweight(to_tsvector(cfg, %s), 'D');
      RETURN NEW;
    END
    $fn$
  $body$,
    config_case,
    format(unaccent_call, 'coalesce(NEW.title, '''')'),
    format(unaccent_call, 'coalesce(NEW.contracting_authority_name, '''')'),
    format(unaccent_call, $e$jsonb_path_query_array(NEW.lots_details, '$[*].title ? (@ != null)')::text || ' ' || CASE WHEN NEW.language_code = 'de' THEN coalesce(labels_de, '') ELSE '' END$e$),
    format(unaccent_call, 'coalesce(labels_en, '''')'),
    format(unaccent_call, 'coalesce(NEW.description, '''')')
  );
END
$$;--> statement-breakpoint
CREATE TRIGGER tenders_search_document BEFORE INSERT OR UPDATE OF title, description, contracting_authority_name, lots_details, cpv_code, additional_cpv_codes, language_code
  ON app.tenders FOR EACH ROW EXECUTE FUNCTION app.tenders_search_document();
