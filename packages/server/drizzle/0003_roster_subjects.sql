ALTER TABLE "subject_groups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subject_groups" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "subject_groups_job_name_unique" ON "subject_groups" USING btree ("job_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_job_import_key_unique" ON "subjects" USING btree ("job_id","import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subjects_job_access_code_unique" ON "subjects" USING btree ("job_id","access_code");