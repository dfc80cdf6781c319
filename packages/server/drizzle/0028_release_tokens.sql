CREATE TABLE "release_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remote" text NOT NULL,
	"may_move" boolean DEFAULT false NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "release_tokens_secret_hash_uq" ON "release_tokens" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "release_tokens_active_name_uq" ON "release_tokens" USING btree (lower("name")) WHERE "release_tokens"."revoked_at" is null;