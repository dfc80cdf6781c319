CREATE TABLE "job_workflow_steps" (
	"job_id" integer NOT NULL,
	"workflow_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_by_user_id" integer,
	"done_by_name" text NOT NULL,
	CONSTRAINT "job_workflow_steps_job_id_workflow_id_step_id_pk" PRIMARY KEY("job_id","workflow_id","step_id")
);
--> statement-breakpoint
ALTER TABLE "workflows" ALTER COLUMN "definition" SET DEFAULT '{"steps":[],"lastStepId":0}'::jsonb;--> statement-breakpoint
ALTER TABLE "job_workflows" ADD COLUMN "attached_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "workflows" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_workflow_steps" ADD CONSTRAINT "job_workflow_steps_done_by_user_id_users_id_fk" FOREIGN KEY ("done_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_workflow_steps" ADD CONSTRAINT "job_workflow_steps_job_workflow_fk" FOREIGN KEY ("job_id","workflow_id") REFERENCES "public"."job_workflows"("job_id","workflow_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_workflows_workflow_idx" ON "job_workflows" USING btree ("workflow_id");--> statement-breakpoint
CREATE INDEX "workflows_studio_idx" ON "workflows" USING btree ("studio_id");