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
	CONSTRAINT "terms_concept_language_term_pk" PRIMARY KEY("concept","language","term"),
	CONSTRAINT "terms_source_check" CHECK ("source" in ('glossary', 'cpv', 'country'))
);
--> statement-breakpoint
ALTER TABLE "app"."terms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "terms_language_folded_idx" ON "app"."terms" USING btree ("language","folded");
