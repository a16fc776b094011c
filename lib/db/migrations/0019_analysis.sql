CREATE TABLE "app"."analysis_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tender_id" text NOT NULL,
	"role" text NOT NULL,
	"kind" text,
	"status" text DEFAULT 'generated' NOT NULL,
	"content" text NOT NULL,
	"mode" text,
	"model_name" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_chat_messages_role" CHECK ("app"."analysis_chat_messages"."role" in ('user', 'assistant')),
	CONSTRAINT "analysis_chat_messages_status" CHECK ("app"."analysis_chat_messages"."status" in ('pending', 'generated', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "app"."analysis_chat_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."analysis_citations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"document_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"quote" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."analysis_citations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."analysis_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"report_id" uuid,
	"message_id" uuid,
	"section" text NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "analysis_claims_owner" CHECK (("app"."analysis_claims"."report_id" is null) <> ("app"."analysis_claims"."message_id" is null)),
	CONSTRAINT "analysis_claims_status" CHECK ("app"."analysis_claims"."status" in ('cited', 'notice', 'derived', 'silent', 'unverified'))
);
--> statement-breakpoint
ALTER TABLE "app"."analysis_claims" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."analysis_compliance_marks" (
	"user_id" uuid NOT NULL,
	"tender_id" text NOT NULL,
	"requirement_key" text NOT NULL,
	"status" text DEFAULT 'to_check' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_compliance_marks_user_id_tender_id_requirement_key_pk" PRIMARY KEY("user_id","tender_id","requirement_key"),
	CONSTRAINT "analysis_compliance_marks_status" CHECK ("app"."analysis_compliance_marks"."status" in ('met', 'not_met', 'to_check'))
);
--> statement-breakpoint
ALTER TABLE "app"."analysis_compliance_marks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."analysis_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tender_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"mode" text,
	"model_name" text,
	"fingerprint" text,
	"error" text,
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_reports_kind" CHECK ("app"."analysis_reports"."kind" in ('tenderscope_summary_report', 'tenderscope_compliance_report')),
	CONSTRAINT "analysis_reports_status" CHECK ("app"."analysis_reports"."status" in ('pending', 'generated', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "app"."analysis_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "app"."analysis_unlocks" (
	"user_id" uuid NOT NULL,
	"tender_id" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"reference" text NOT NULL,
	"refund_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_unlocks_user_id_tender_id_pk" PRIMARY KEY("user_id","tender_id"),
	CONSTRAINT "analysis_unlocks_status" CHECK ("app"."analysis_unlocks"."status" in ('active', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "app"."analysis_unlocks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "app"."analysis_chat_messages" ADD CONSTRAINT "analysis_chat_messages_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."analysis_chat_messages" ADD CONSTRAINT "analysis_chat_messages_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."analysis_citations" ADD CONSTRAINT "analysis_citations_claim_id_analysis_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "app"."analysis_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."analysis_citations" ADD CONSTRAINT "analysis_citations_document_id_tender_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "app"."tender_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."analysis_claims" ADD CONSTRAINT "analysis_claims_report_id_analysis_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "app"."analysis_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."analysis_claims" ADD CONSTRAINT "analysis_claims_message_id_analysis_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "app"."analysis_chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."analysis_compliance_marks" ADD CONSTRAINT "analysis_compliance_marks_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."analysis_compliance_marks" ADD CONSTRAINT "analysis_compliance_marks_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."analysis_reports" ADD CONSTRAINT "analysis_reports_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."analysis_reports" ADD CONSTRAINT "analysis_reports_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."analysis_unlocks" ADD CONSTRAINT "analysis_unlocks_user_id_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "app"."profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."analysis_unlocks" ADD CONSTRAINT "analysis_unlocks_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "app"."tenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_chat_messages_user_tender_idx" ON "app"."analysis_chat_messages" USING btree ("user_id","tender_id","created_at");--> statement-breakpoint
CREATE INDEX "analysis_citations_claim_idx" ON "app"."analysis_citations" USING btree ("claim_id","position");--> statement-breakpoint
CREATE INDEX "analysis_citations_document_idx" ON "app"."analysis_citations" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "analysis_claims_report_idx" ON "app"."analysis_claims" USING btree ("report_id","section","position");--> statement-breakpoint
CREATE INDEX "analysis_claims_message_idx" ON "app"."analysis_claims" USING btree ("message_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "analysis_reports_user_tender_kind_idx" ON "app"."analysis_reports" USING btree ("user_id","tender_id","kind");