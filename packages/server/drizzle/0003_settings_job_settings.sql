ALTER TABLE "jobs" ADD COLUMN "prepay_opens_on" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "prepay_closes_on" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "preorder_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;