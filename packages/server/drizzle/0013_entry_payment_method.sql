CREATE TYPE "public"."payment_method" AS ENUM('card', 'cash', 'check', 'invoice');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" "payment_method" DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "check_number" text;