CREATE TABLE "app"."checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"product" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."checkout_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_idx" ON "app"."checkout_sessions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Checkouts started before this table was kept: each user's newest is known, and may still be paid.
INSERT INTO "app"."checkout_sessions" ("id", "user_id", "stripe_customer_id")
SELECT "last_checkout_session_id", "user_id", "stripe_customer_id" FROM "app"."billing_accounts"
WHERE "last_checkout_session_id" IS NOT NULL
ON CONFLICT DO NOTHING;
