-- Companies built from the winners of result notices (app.companies, app.company_wins; filled by the importer and,
-- for awards stored before, by the companies-from-awards step of the seed runner), CPV suggestions for a user's
-- company, the company's own description and CPV codes, and the subcontracting opt-in's CPV codes and regions.
CREATE TABLE "app"."companies" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"country_code" char(2),
	"identifier" text,
	"website" text,
	"win_count" integer DEFAULT 0 NOT NULL,
	"total_euro_value" numeric(18, 2),
	"first_win_date" date,
	"last_win_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."companies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."company_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" text NOT NULL,
	"tender_id" text NOT NULL,
	"award_position" integer NOT NULL,
	"notice_id" text NOT NULL,
	"lot_id" text,
	"role" text NOT NULL,
	"winner_name" text NOT NULL,
	"name_key" text NOT NULL,
	"identifier" text,
	"winner_country_code" char(2),
	"website" text,
	"win_date" date NOT NULL,
	"euro_value" numeric(18, 2),
	"cpv_code" char(8) NOT NULL,
	"country_code" char(2) NOT NULL,
	"nuts_tree" text[] DEFAULT '{}'::text[] NOT NULL,
	"buyer_name" text,
	CONSTRAINT "company_wins_role_check" CHECK ("role" in ('lead', 'member'))
);
--> statement-breakpoint
ALTER TABLE "app"."company_wins" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."cpv_suggestions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code" char(8) NOT NULL,
	"reason" text NOT NULL,
	"mode" text NOT NULL,
	"model" text,
	"status" text DEFAULT 'suggested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "cpv_suggestions_mode_check" CHECK ("mode" in ('model', 'extractive')),
	CONSTRAINT "cpv_suggestions_status_check" CHECK ("status" in ('suggested', 'accepted', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "app"."cpv_suggestions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."profiles" ADD COLUMN "company_description" text;--> statement-breakpoint
ALTER TABLE "app"."profiles" ADD COLUMN "cpv_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."public_profiles" ADD COLUMN "subcontractor_cpv_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."public_profiles" ADD COLUMN "subcontractor_regions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."company_wins" ADD CONSTRAINT "company_wins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "app"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."company_wins" ADD CONSTRAINT "company_wins_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."cpv_suggestions" ADD CONSTRAINT "cpv_suggestions_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_key_idx" ON "app"."companies" USING btree ("key");--> statement-breakpoint
CREATE INDEX "companies_name_key_idx" ON "app"."companies" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "company_wins_company_idx" ON "app"."company_wins" USING btree ("company_id","win_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_wins_tender_idx" ON "app"."company_wins" USING btree ("tender_id");--> statement-breakpoint
CREATE INDEX "company_wins_country_cpv_idx" ON "app"."company_wins" USING btree ("country_code","cpv_code","win_date");--> statement-breakpoint
CREATE INDEX "company_wins_cpv_idx" ON "app"."company_wins" USING btree ("cpv_code","win_date");--> statement-breakpoint
CREATE INDEX "company_wins_name_idx" ON "app"."company_wins" USING btree ("name_key","winner_country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cpv_suggestions_user_code_idx" ON "app"."cpv_suggestions" USING btree ("user_id","code");--> statement-breakpoint
CREATE INDEX "cpv_suggestions_user_status_idx" ON "app"."cpv_suggestions" USING btree ("user_id","status");