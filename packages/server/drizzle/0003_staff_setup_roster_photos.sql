CREATE TYPE "public"."image_processing_status" AS ENUM('pending', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "organization_job_defaults" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"prepay_available" boolean NOT NULL,
	"prepay_imported_data" boolean NOT NULL,
	"prepay_opens_days_before" integer,
	"prepay_closes_days_after" integer,
	"gallery_available" boolean NOT NULL,
	"enable_yearbook_pose_selection" boolean NOT NULL,
	"pose_selection_deadline_days" integer,
	"version" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "prepay_opens_on" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "prepay_closes_on" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "preorder_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "status" "image_processing_status" DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "subject_groups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subject_groups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "organization_job_defaults" ADD CONSTRAINT "organization_job_defaults_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "images_job_content_hash_idx" ON "images" USING btree ("job_id","content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "subject_groups_job_name_unique" ON "subject_groups" USING btree ("job_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_job_import_key_unique" ON "subjects" USING btree ("job_id","import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_job_access_code_unique" ON "subjects" USING btree ("job_id","access_code");