CREATE TABLE "app"."contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."contact_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "app"."contact_messages" USING btree ("created_at");