CREATE TABLE "app"."document_files" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"storage_path" text NOT NULL,
	"text_status" text DEFAULT 'pending' NOT NULL,
	"text_error" text,
	"text_kind" text,
	"page_count" integer,
	"language" text,
	"ocr_pages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"ocr_status" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."document_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."document_pages" (
	"sha256" text NOT NULL,
	"page" integer NOT NULL,
	"text" text NOT NULL,
	"source" text DEFAULT 'text' NOT NULL,
	CONSTRAINT "document_pages_sha256_page_pk" PRIMARY KEY("sha256","page")
);
--> statement-breakpoint
ALTER TABLE "app"."document_pages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."document_passages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"page" integer NOT NULL,
	"seq" integer NOT NULL,
	"text" text NOT NULL,
	"language" text,
	"search_config" "regconfig" NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."document_passages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."tender_document_fetches" (
	"tender_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"portal_url" text,
	"files" integer DEFAULT 0 NOT NULL,
	"refused" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."tender_document_fetches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."tender_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tender_id" text NOT NULL,
	"owner_id" uuid,
	"origin" text NOT NULL,
	"parent_id" uuid,
	"kind" text DEFAULT 'raw' NOT NULL,
	"file_name" text NOT NULL,
	"source_url" text,
	"sha256" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."tender_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."document_pages" ADD CONSTRAINT "document_pages_sha256_document_files_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "app"."document_files"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."document_passages" ADD CONSTRAINT "document_passages_sha256_document_files_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "app"."document_files"("sha256") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."tender_document_fetches" ADD CONSTRAINT "tender_document_fetches_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."tender_documents" ADD CONSTRAINT "tender_documents_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."tender_documents" ADD CONSTRAINT "tender_documents_owner_id_profiles_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."tender_documents" ADD CONSTRAINT "tender_documents_parent_id_tender_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "app"."tender_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."tender_documents" ADD CONSTRAINT "tender_documents_sha256_document_files_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "app"."document_files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_passages_page_seq_idx" ON "app"."document_passages" USING btree ("sha256","page","seq");--> statement-breakpoint
CREATE INDEX "document_passages_search_idx" ON "app"."document_passages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "tender_documents_tender_idx" ON "app"."tender_documents" USING btree ("tender_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_documents_shared_file_idx" ON "app"."tender_documents" USING btree ("tender_id","sha256") WHERE "app"."tender_documents"."owner_id" is null and "app"."tender_documents"."sha256" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tender_documents_owned_file_idx" ON "app"."tender_documents" USING btree ("tender_id","owner_id","sha256") WHERE "app"."tender_documents"."owner_id" is not null and "app"."tender_documents"."sha256" is not null;--> statement-breakpoint
CREATE INDEX "tender_documents_sha_idx" ON "app"."tender_documents" USING btree ("sha256");