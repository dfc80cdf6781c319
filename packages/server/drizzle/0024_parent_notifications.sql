CREATE TABLE "job_notification_settings" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"notify_parents" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_headers" (
	"mail_id" integer PRIMARY KEY NOT NULL,
	"headers" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"event" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_unsubscribes" (
	"studio_id" integer NOT NULL,
	"email" text NOT NULL,
	"job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_notification_settings" ADD CONSTRAINT "job_notification_settings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_headers" ADD CONSTRAINT "mail_headers_mail_id_mail_log_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_log"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_unsubscribes" ADD CONSTRAINT "notification_unsubscribes_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_unsubscribes" ADD CONSTRAINT "notification_unsubscribes_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_signups" ADD CONSTRAINT "notify_signups_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_sends_event_subject_email_unique" ON "notification_sends" USING btree ("event","subject_id","email");--> statement-breakpoint
CREATE INDEX "notification_sends_job_idx" ON "notification_sends" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_unsubscribes_studio_email_unique" ON "notification_unsubscribes" USING btree ("studio_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_signups_subject_email_unique" ON "notify_signups" USING btree ("subject_id","email");