CREATE TYPE "public"."image_processing_status" AS ENUM('pending', 'done', 'failed');--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "status" "image_processing_status" DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "images_job_content_hash_idx" ON "images" USING btree ("job_id","content_hash");