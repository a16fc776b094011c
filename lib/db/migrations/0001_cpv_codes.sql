CREATE TABLE "app"."cpv_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"check_digit" text,
	"parent_code" text,
	"level" integer NOT NULL,
	"label_en" text NOT NULL,
	"label_de" text
);
--> statement-breakpoint
ALTER TABLE "app"."cpv_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "cpv_codes_parent_code_idx" ON "app"."cpv_codes" USING btree ("parent_code");