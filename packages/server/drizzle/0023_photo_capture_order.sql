ALTER TABLE "images" ADD COLUMN "captured_at" timestamp (3);--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "camera_serial" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "card_job_id" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "card_subject_id" integer;