CREATE TABLE "app"."saved_tenders" (
	"user_id" uuid NOT NULL,
	"tender_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_tenders_user_id_tender_id_pk" PRIMARY KEY("user_id","tender_id")
);
--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."exchange_rates" (
	"rate_date" date NOT NULL,
	"currency" text NOT NULL,
	"rate" double precision NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_date_currency_pk" PRIMARY KEY("rate_date","currency")
);
--> statement-breakpoint
ALTER TABLE "app"."exchange_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."ingest_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."ingest_cursors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD CONSTRAINT "saved_tenders_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."saved_tenders" ADD CONSTRAINT "saved_tenders_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_tenders_user_created_idx" ON "app"."saved_tenders" USING btree ("user_id","created_at" DESC NULLS LAST);