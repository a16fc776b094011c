CREATE TABLE "app"."pipeline_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tender_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_stage" text,
	"to_stage" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_events_kind" CHECK ("app"."pipeline_events"."kind" in ('stage', 'deadline', 'documents', 'corrigendum', 'award'))
);
--> statement-breakpoint
ALTER TABLE "app"."pipeline_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_status_code" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_status" CHECK ("app"."webhook_deliveries"."status" in ('pending', 'delivered', 'given_up'))
);
--> statement-breakpoint
ALTER TABLE "app"."webhook_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."webhooks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."webhooks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."profiles" ADD COLUMN "regions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."profiles" ADD COLUMN "preparation_days" integer;--> statement-breakpoint
ALTER TABLE "app"."profiles" ADD COLUMN "scorecard_weights" jsonb;--> statement-breakpoint
ALTER TABLE "app"."profiles" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "app"."profiles" ADD COLUMN "calendar_alarm_days" integer[] DEFAULT '{7,1}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD COLUMN "stage" text DEFAULT 'watching' NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD COLUMN "stage_reason" text;--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD COLUMN "next_due_on" date;--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD COLUMN "position" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD COLUMN "outcome_value" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD COLUMN "outcome_currency" text;--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD COLUMN "outcome_winner" text;--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD COLUMN "award_tender_id" text;--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."pipeline_events" ADD CONSTRAINT "pipeline_events_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."pipeline_events" ADD CONSTRAINT "pipeline_events_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."webhooks" ADD CONSTRAINT "webhooks_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pipeline_events_user_created_idx" ON "app"."pipeline_events" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pipeline_events_user_tender_idx" ON "app"."pipeline_events" USING btree ("user_id","tender_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_user_created_idx" ON "app"."webhook_deliveries" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD CONSTRAINT "saved_tenders_award_tender_id_tenders_id_fk" FOREIGN KEY ("award_tender_id") REFERENCES "app"."tenders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_tenders_user_stage_idx" ON "app"."saved_tenders" USING btree ("user_id","stage","position");--> statement-breakpoint
ALTER TABLE "app"."profiles" ADD CONSTRAINT "profiles_calendar_token_hash_unique" UNIQUE("calendar_token_hash");--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD CONSTRAINT "saved_tenders_stage" CHECK ("app"."saved_tenders"."stage" in ('watching', 'qualifying', 'bidding', 'submitted', 'won', 'lost', 'no_bid'));--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD CONSTRAINT "saved_tenders_outcome_currency" CHECK ("app"."saved_tenders"."outcome_currency" is null or "app"."saved_tenders"."outcome_currency" ~ '^[A-Z]{3}$');