ALTER TABLE "remote_deployments" ADD COLUMN "watch_release_id" integer;--> statement-breakpoint
ALTER TABLE "remote_deployments" ADD COLUMN "watch_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "remote_deployments" ADD COLUMN "watch_visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_deployments" ADD COLUMN "watch_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_deployments" ADD CONSTRAINT "remote_deployments_watch_release_id_remote_releases_id_fk" FOREIGN KEY ("watch_release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;