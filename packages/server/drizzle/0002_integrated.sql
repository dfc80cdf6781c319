CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_packages" ADD COLUMN "add_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_packages_add_key_idx" ON "cart_packages" USING btree ("cart_id","add_key");