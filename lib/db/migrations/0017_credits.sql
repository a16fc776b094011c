CREATE TABLE "app"."credit_balances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_not_negative" CHECK ("app"."credit_balances"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "app"."credit_balances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"tender_id" text,
	"balance_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_purpose" CHECK ("app"."credit_ledger"."purpose" in ('analysis_unlock', 'chatbot', 'grant', 'purchase', 'refund'))
);
--> statement-breakpoint
ALTER TABLE "app"."credit_ledger" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."credit_balances" ADD CONSTRAINT "credit_balances_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."credit_ledger" ADD CONSTRAINT "credit_ledger_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_reference_idx" ON "app"."credit_ledger" USING btree ("user_id","purpose","reference");--> statement-breakpoint
CREATE INDEX "credit_ledger_user_created_idx" ON "app"."credit_ledger" USING btree ("user_id","created_at" DESC NULLS LAST);