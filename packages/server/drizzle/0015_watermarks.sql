CREATE TABLE "studio_watermarks" (
	"studio_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"picture_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "marked_with" text;--> statement-breakpoint
ALTER TABLE "studio_watermarks" ADD CONSTRAINT "studio_watermarks_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;