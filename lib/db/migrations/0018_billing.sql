CREATE TABLE "app"."billing_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"stripe_subscription_id" text,
	"plan_id" text DEFAULT 'free' NOT NULL,
	"status" text,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"payment_failed_at" timestamp with time zone,
	"subscription_created_at" timestamp with time zone,
	"last_checkout_session_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_plan" CHECK ("app"."billing_accounts"."plan_id" in ('free', 'pro', 'business'))
);
--> statement-breakpoint
ALTER TABLE "app"."billing_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."stripe_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."jobs" DROP CONSTRAINT "jobs_kind_check";--> statement-breakpoint
ALTER TABLE "app"."billing_accounts" ADD CONSTRAINT "billing_accounts_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_accounts_customer_idx" ON "app"."billing_accounts" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_accounts_subscription_idx" ON "app"."billing_accounts" USING btree ("stripe_subscription_id");--> statement-breakpoint
ALTER TABLE "app"."jobs" ADD CONSTRAINT "jobs_kind_check" CHECK ("kind" in ('platform_need_full_discovery', 'currency_exchange_rate', 'cpv_codes', 'compliance_report', 'summary_report', 'chatbot_chat_response', 'tender_files_processed', 'tender_documents_fetch', 'document_ocr', 'billing_payment_failed_mail'));