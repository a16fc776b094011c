CREATE TABLE "app"."award_lots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tender_id" text NOT NULL,
	"notice_id" text NOT NULL,
	"lot_id" text,
	"status" text,
	"award_date" date NOT NULL,
	"contract_date" date,
	"year" smallint NOT NULL,
	"winner_count" integer NOT NULL,
	"value" numeric(18, 2),
	"currency" char(3),
	"euro_value" numeric(18, 2),
	"rate_date" date,
	"framework_maximum" numeric(18, 2),
	"framework_maximum_currency" char(3),
	"framework_maximum_euro" numeric(18, 2),
	"estimate_value" numeric(18, 2),
	"estimate_currency" char(3),
	"estimate_euro_value" numeric(18, 2),
	"tenders_received" integer,
	"cpv_code" char(8) NOT NULL,
	"country_code" char(2) NOT NULL,
	"price_only" boolean,
	"framework_agreement" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."award_lots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."award_stats" (
	"cpv_prefix" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"year" smallint NOT NULL,
	"lot_count" integer NOT NULL,
	"priced_count" integer NOT NULL,
	"p25" numeric(18, 2),
	"median" numeric(18, 2),
	"p75" numeric(18, 2),
	"estimate_ratio" numeric,
	"ratio_count" integer NOT NULL,
	"bids_per_lot" numeric,
	"bids_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_stats_cpv_prefix_country_code_year_pk" PRIMARY KEY("cpv_prefix","country_code","year")
);
--> statement-breakpoint
ALTER TABLE "app"."award_stats" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."award_lots" ADD CONSTRAINT "award_lots_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_lots_tender_idx" ON "app"."award_lots" USING btree ("tender_id");--> statement-breakpoint
CREATE INDEX "award_lots_cell_idx" ON "app"."award_lots" USING btree ("country_code","year","cpv_code");--> statement-breakpoint
CREATE INDEX "award_stats_country_year_idx" ON "app"."award_stats" USING btree ("country_code","year");