ALTER TABLE "cart_packages" ADD COLUMN "add_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_packages_add_key_idx" ON "cart_packages" USING btree ("cart_id","add_key");