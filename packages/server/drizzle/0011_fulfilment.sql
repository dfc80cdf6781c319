CREATE TYPE "public"."fulfilment_status" AS ENUM('paid', 'in_production', 'shipped', 'delivered');--> statement-breakpoint
CREATE TYPE "public"."print_file_status" AS ENUM('pending', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "order_print_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"item_no" integer NOT NULL,
	"reprint" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"requested_by" integer,
	"status" "print_file_status" DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "services_detail" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_status" "fulfilment_status" DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "in_production_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_print_files_order_idx" ON "order_print_files" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_print_files_item_unique" ON "order_print_files" USING btree ("order_line_id","item_no","reprint");--> statement-breakpoint
CREATE INDEX "order_print_files_pending_idx" ON "order_print_files" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_job_fulfilment_idx" ON "orders" USING btree ("job_id","fulfilment_status");