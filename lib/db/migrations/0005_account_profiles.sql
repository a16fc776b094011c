CREATE TABLE "app"."public_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"listed_as_subcontractor" boolean DEFAULT false NOT NULL,
	"public_name" text,
	"public_email" text,
	"public_phone_number" text,
	"public_address" text,
	"public_company_name" text,
	"public_company_industry" text,
	"public_website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."public_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."profiles" ADD COLUMN "user_name" text;--> statement-breakpoint
ALTER TABLE "app"."profiles" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "app"."profiles" ADD COLUMN "company_industry" text;--> statement-breakpoint
ALTER TABLE "app"."profiles" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "app"."public_profiles" ADD CONSTRAINT "public_profiles_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;