DROP INDEX "orders_job_paid_idx";--> statement-breakpoint
CREATE INDEX "orders_job_money_idx" ON "orders" USING btree ("job_id","status","order_method","payment_method","total","tax","shipping","id");