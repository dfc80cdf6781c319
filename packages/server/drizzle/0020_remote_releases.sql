CREATE TABLE "remote_deployment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"release_id" integer,
	"previous_release_id" integer,
	"by" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_deployments" (
	"remote" text PRIMARY KEY NOT NULL,
	"live_release_id" integer,
	"canary_release_id" integer,
	"canary_percent" integer DEFAULT 0 NOT NULL,
	"canary_visits" integer DEFAULT 0 NOT NULL,
	"canary_failures" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"git_commit" text NOT NULL,
	"build_ms" integer NOT NULL,
	"published_by" text NOT NULL,
	"shared" jsonb NOT NULL,
	"exposes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_deployment_events" ADD CONSTRAINT "remote_deployment_events_release_id_remote_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_deployment_events" ADD CONSTRAINT "remote_deployment_events_previous_release_id_remote_releases_id_fk" FOREIGN KEY ("previous_release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_deployments" ADD CONSTRAINT "remote_deployments_live_release_id_remote_releases_id_fk" FOREIGN KEY ("live_release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_deployments" ADD CONSTRAINT "remote_deployments_canary_release_id_remote_releases_id_fk" FOREIGN KEY ("canary_release_id") REFERENCES "public"."remote_releases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_deployment_events_remote_idx" ON "remote_deployment_events" USING btree ("remote","id");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_releases_remote_version_uq" ON "remote_releases" USING btree ("remote","version");