CREATE TABLE IF NOT EXISTS "embedded_stripe"."objects" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "embedded_stripe"."objects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "objects_type_created_idx" ON "embedded_stripe"."objects" USING btree ("type","created_at");
