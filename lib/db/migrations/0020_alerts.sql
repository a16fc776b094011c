-- Alerts (lib/alerts): saved searches with their filters as columns, their text queries and candidate keys, the
-- tenders each found, the mails sent, and saved tenders' changes; the job kind that matches them.
CREATE TABLE "app"."alert_inbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notice_row_id" bigint NOT NULL,
	"tender_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."alert_inbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."alert_keys" (
	"alert_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "alert_keys_kind_key_alert_id_pk" PRIMARY KEY("kind","key","alert_id"),
	CONSTRAINT "alert_keys_kind_check" CHECK ("kind" in ('cpv', 'lexeme', 'nuts', 'country', 'all'))
);
--> statement-breakpoint
ALTER TABLE "app"."alert_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."alert_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"alert_id" uuid,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "alert_mails_kind_check" CHECK ("kind" in ('alert', 'watch'))
);
--> statement-breakpoint
ALTER TABLE "app"."alert_mails" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."alert_matches" (
	"alert_id" uuid NOT NULL,
	"tender_id" text NOT NULL,
	"lot_id" text,
	"lot_title" text,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notify" boolean DEFAULT true NOT NULL,
	"mail_id" bigint,
	CONSTRAINT "alert_matches_alert_id_tender_id_pk" PRIMARY KEY("alert_id","tender_id")
);
--> statement-breakpoint
ALTER TABLE "app"."alert_matches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."alert_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"watch_emails" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."alert_preferences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."alert_queries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" uuid NOT NULL,
	"configs" "regconfig"[],
	"query" "tsquery" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."alert_queries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"match_lots" boolean DEFAULT true NOT NULL,
	"search_params" text NOT NULL,
	"query" text,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"cpv" text[] DEFAULT '{}'::text[] NOT NULL,
	"nuts" text[] DEFAULT '{}'::text[] NOT NULL,
	"notice_type" text NOT NULL,
	"open_only" boolean NOT NULL,
	"procedure_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"natures" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_from" date,
	"published_to" date,
	"deadline_from" date,
	"deadline_to" date,
	"value_min" numeric(18, 2),
	"value_max" numeric(18, 2),
	"include_unknown_value" boolean NOT NULL,
	"buyer_pattern" text,
	"include_samples" boolean NOT NULL,
	"paused_at" timestamp with time zone,
	"emails_enabled" boolean DEFAULT true NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_frequency_check" CHECK ("frequency" in ('instant', 'daily', 'weekly')),
	CONSTRAINT "alerts_notice_type_check" CHECK ("notice_type" in ('competition', 'planning', 'result', 'all'))
);
--> statement-breakpoint
ALTER TABLE "app"."alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."watch_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"tender_id" text NOT NULL,
	"notice_key" text NOT NULL,
	"publication_number" text,
	"notice_type" text NOT NULL,
	"notice_publish_date" date NOT NULL,
	"change_reason_code" text,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"notify" boolean DEFAULT true NOT NULL,
	"mail_id" bigint
);
--> statement-breakpoint
ALTER TABLE "app"."watch_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."jobs" DROP CONSTRAINT "jobs_kind_check";--> statement-breakpoint
ALTER TABLE "app"."alert_keys" ADD CONSTRAINT "alert_keys_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "app"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."alert_mails" ADD CONSTRAINT "alert_mails_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."alert_mails" ADD CONSTRAINT "alert_mails_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "app"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."alert_matches" ADD CONSTRAINT "alert_matches_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "app"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."alert_matches" ADD CONSTRAINT "alert_matches_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."alert_matches" ADD CONSTRAINT "alert_matches_mail_id_alert_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "app"."alert_mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."alert_preferences" ADD CONSTRAINT "alert_preferences_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."alert_queries" ADD CONSTRAINT "alert_queries_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "app"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."alerts" ADD CONSTRAINT "alerts_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."watch_events" ADD CONSTRAINT "watch_events_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."watch_events" ADD CONSTRAINT "watch_events_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."watch_events" ADD CONSTRAINT "watch_events_mail_id_alert_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "app"."alert_mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_keys_alert_id_idx" ON "app"."alert_keys" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "alert_mails_unsent_idx" ON "app"."alert_mails" USING btree ("created_at") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "alert_mails_user_idx" ON "app"."alert_mails" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "alert_matches_pending_idx" ON "app"."alert_matches" USING btree ("alert_id") WHERE notify and mail_id is null;--> statement-breakpoint
CREATE INDEX "alert_matches_tender_idx" ON "app"."alert_matches" USING btree ("tender_id");--> statement-breakpoint
CREATE INDEX "alert_queries_alert_id_idx" ON "app"."alert_queries" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "alerts_user_created_idx" ON "app"."alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_events_user_notice_idx" ON "app"."watch_events" USING btree ("user_id","tender_id","notice_key");--> statement-breakpoint
CREATE INDEX "watch_events_user_created_idx" ON "app"."watch_events" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "watch_events_pending_idx" ON "app"."watch_events" USING btree ("user_id") WHERE notify and mail_id is null;--> statement-breakpoint
ALTER TABLE "app"."jobs" ADD CONSTRAINT "jobs_kind_check" CHECK ("kind" in ('platform_need_full_discovery', 'currency_exchange_rate', 'cpv_codes', 'compliance_report', 'summary_report', 'chatbot_chat_response', 'tender_files_processed', 'tender_documents_fetch', 'document_ocr', 'billing_payment_failed_mail', 'alerts_match'));--> statement-breakpoint
-- Every notice the importer writes (new, or a corrected copy replacing its row) is queued for the matcher in the
-- importer's own transaction, so a run sees exactly the notices committed since the last one, in any order.
CREATE OR REPLACE FUNCTION app.alert_inbox_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO app.alert_inbox (notice_row_id, tender_id) SELECT id, tender_id FROM new_notices;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tender_notices_alert_inbox AFTER INSERT ON app.tender_notices
  REFERENCING NEW TABLE AS new_notices FOR EACH STATEMENT EXECUTE FUNCTION app.alert_inbox_add();--> statement-breakpoint
-- A CPV code and its ancestors by its digits (45233140 -> 45000000, 45200000, ..., 45233140), as cpvLineage in
-- lib/reference/cpv builds cpv_tree: an alert that counts only the main CPV code tests this.
CREATE OR REPLACE FUNCTION app.cpv_lineage(code text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT array_agg(rpad(left(code, n), 8, '0') ORDER BY n)
  FROM generate_series(2, greatest(2, length(rtrim(code, '0')))) AS n
$$;
--> statement-breakpoint
-- Every CPV code of one lot of lots_details (its main and additional codes) with their ancestors.
CREATE OR REPLACE FUNCTION app.lot_cpv_tree(lot jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(array_agg(DISTINCT x), '{}')
  FROM (SELECT lot->>'cpv_code' AS code
        UNION ALL SELECT jsonb_array_elements_text(coalesce(lot->'additional_cpv_codes', '[]'::jsonb))) c
  CROSS JOIN LATERAL unnest(app.cpv_lineage(c.code)) AS x
  WHERE c.code IS NOT NULL
$$;
