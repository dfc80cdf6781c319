ALTER TYPE "public"."payment_method" ADD VALUE 'other';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_recorded_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_recorded_by_users_id_fk" FOREIGN KEY ("payment_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;