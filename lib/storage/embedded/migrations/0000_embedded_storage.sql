-- The embedded storage server's tables (served at /storage/v1 when no hosted Supabase URL is configured).
-- Object bytes live on disk under DATA_DIR/storage/<bucket>/<key>; these rows say which objects exist.
-- Row-level security is on with no policies, like the app schema: only the owner reads.
CREATE TABLE "embedded_storage"."buckets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"file_size_limit" bigint,
	"allowed_mime_types" text[],
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embedded_storage"."objects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bucket_id" text NOT NULL REFERENCES "embedded_storage"."buckets"("id"),
	"name" text COLLATE "C" NOT NULL,
	"size" bigint NOT NULL,
	"mimetype" text NOT NULL,
	"cache_control" text NOT NULL,
	"etag" text NOT NULL,
	"sha256" text NOT NULL,
	"user_metadata" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- One object per key; with collation "C" it also serves `name LIKE 'prefix%'` for listing.
CREATE UNIQUE INDEX "objects_bucket_id_name_key" ON "embedded_storage"."objects" ("bucket_id", "name");
--> statement-breakpoint
ALTER TABLE "embedded_storage"."buckets" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "embedded_storage"."objects" ENABLE ROW LEVEL SECURITY;
