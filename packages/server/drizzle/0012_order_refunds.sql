CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"product" integer NOT NULL,
	"tax" integer NOT NULL,
	"shipping" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"line_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_reference" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "download_links" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_idempotency_unique" ON "order_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
-- Orders refunded whole before refunds had their own table: one refund each, of the whole charge and every line.
INSERT INTO "order_refunds" ("order_id", "amount", "product", "tax", "shipping", "line_ids", "provider", "idempotency_key", "provider_reference", "created_at")
SELECT o."id", o."total", o."total" - o."tax" - o."shipping", o."tax", o."shipping",
  coalesce((SELECT jsonb_agg(l."id" ORDER BY l."id") FROM "order_lines" l WHERE l."order_id" = o."id"), '[]'::jsonb),
  coalesce(p."provider", 'sandbox'), 'refund-' || o."id" || '-1', p."provider_reference", coalesce(p."created_at", o."paid_at", o."placed_at")
FROM "orders" o LEFT JOIN "payments" p ON p."order_id" = o."id" AND p."idempotency_key" = 'refund-order-' || o."id"
WHERE o."status" = 'refunded';--> statement-breakpoint
UPDATE "download_links" d SET "refunded_at" = d."expires_at" FROM "orders" o WHERE o."id" = d."order_id" AND o."status" = 'refunded';
