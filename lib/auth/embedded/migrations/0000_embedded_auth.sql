-- The embedded auth server's tables (served at /auth/v1 when no hosted Supabase URL is configured).
-- Secrets are stored as SHA-256 hashes (refresh tokens, one-time tokens, PKCE codes) or bcrypt
-- (passwords). Row-level security is on with no policies, like the app schema: only the owner reads.
CREATE TABLE "embedded_auth"."users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"encrypted_password" text,
	"email_confirmed_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"recovery_sent_at" timestamp with time zone,
	"email_change" text,
	"email_change_sent_at" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"raw_app_meta_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"raw_user_meta_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_email_lower" CHECK ("email" = lower("email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "embedded_auth"."users" ("email");
--> statement-breakpoint
CREATE TABLE "embedded_auth"."identities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "embedded_auth"."users"("id") ON DELETE CASCADE,
	"identity_data" jsonb NOT NULL,
	"provider" text NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identities_provider_key" UNIQUE ("provider_id", "provider")
);
--> statement-breakpoint
CREATE INDEX "identities_user_id_idx" ON "embedded_auth"."identities" ("user_id");
--> statement-breakpoint
CREATE TABLE "embedded_auth"."sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "embedded_auth"."users"("id") ON DELETE CASCADE,
	"aal" text DEFAULT 'aal1' NOT NULL,
	"amr" jsonb NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "embedded_auth"."sessions" ("user_id");
--> statement-breakpoint
CREATE TABLE "embedded_auth"."refresh_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"token_hash" text NOT NULL,
	"session_id" uuid NOT NULL REFERENCES "embedded_auth"."sessions"("id") ON DELETE CASCADE,
	"parent_id" bigint,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_key" UNIQUE ("token_hash")
);
--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_id_idx" ON "embedded_auth"."refresh_tokens" ("session_id");
--> statement-breakpoint
CREATE TABLE "embedded_auth"."flow_state" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "embedded_auth"."users"("id") ON DELETE CASCADE,
	"auth_code_hash" text,
	"code_challenge" text NOT NULL,
	"code_challenge_method" text NOT NULL,
	"authentication_method" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"auth_code_issued_at" timestamp with time zone,
	CONSTRAINT "flow_state_auth_code_hash_key" UNIQUE ("auth_code_hash"),
	CONSTRAINT "flow_state_code_challenge_method" CHECK ("code_challenge_method" IN ('s256', 'plain'))
);
--> statement-breakpoint
CREATE INDEX "flow_state_user_id_idx" ON "embedded_auth"."flow_state" ("user_id");
--> statement-breakpoint
CREATE TABLE "embedded_auth"."one_time_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "embedded_auth"."users"("id") ON DELETE CASCADE,
	"token_type" text NOT NULL,
	"token_hash" text NOT NULL,
	"relates_to" text NOT NULL,
	"flow_state_id" uuid REFERENCES "embedded_auth"."flow_state"("id") ON DELETE SET NULL,
	"redirect_to" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "one_time_tokens_token_hash_key" UNIQUE ("token_hash"),
	CONSTRAINT "one_time_tokens_user_type_key" UNIQUE ("user_id", "token_type"),
	CONSTRAINT "one_time_tokens_token_type" CHECK ("token_type" IN ('confirmation', 'recovery', 'email_change'))
);
--> statement-breakpoint
CREATE TABLE "embedded_auth"."signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "signing_keys_one_active" ON "embedded_auth"."signing_keys" ("active") WHERE "active";
--> statement-breakpoint
ALTER TABLE "embedded_auth"."users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "embedded_auth"."identities" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "embedded_auth"."sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "embedded_auth"."refresh_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "embedded_auth"."flow_state" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "embedded_auth"."one_time_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "embedded_auth"."signing_keys" ENABLE ROW LEVEL SECURITY;
