CREATE TABLE "app"."buyers" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"town" text,
	"identifier" text,
	"address" text,
	"email" text,
	"tender_count" integer DEFAULT 0 NOT NULL,
	"first_publish_date" date,
	"last_publish_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."buyers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."tenders" ADD COLUMN "buyer_town" text;--> statement-breakpoint
ALTER TABLE "app"."tenders" ADD COLUMN "buyer_identifier" text;--> statement-breakpoint
ALTER TABLE "app"."tenders" ADD COLUMN "buyer_id" text;--> statement-breakpoint
ALTER TABLE "app"."tenders" ADD COLUMN "buyer_name_key" text;--> statement-breakpoint
ALTER TABLE "app"."alerts" ADD COLUMN "buyer_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_key_idx" ON "app"."buyers" USING btree ("key");--> statement-breakpoint
CREATE INDEX "buyers_name_key_idx" ON "app"."buyers" USING btree ("name_key");--> statement-breakpoint
ALTER TABLE "app"."tenders" ADD CONSTRAINT "tenders_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "app"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenders_buyer_id_idx" ON "app"."tenders" USING btree ("buyer_id","publish_date" DESC NULLS LAST) WHERE "app"."tenders"."buyer_id" is not null;--> statement-breakpoint
CREATE INDEX "tenders_buyer_name_key_idx" ON "app"."tenders" USING btree ("buyer_name_key") WHERE "app"."tenders"."buyer_name_key" is not null;