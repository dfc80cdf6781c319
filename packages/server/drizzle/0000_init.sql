CREATE TYPE "public"."organization_type" AS ENUM('sport', 'school');--> statement-breakpoint
CREATE TYPE "public"."image_lookup_type" AS ENUM('hosted-individual', 'hosted-group');--> statement-breakpoint
CREATE TYPE "public"."addon_type" AS ENUM('standard', 'addon_standard', 'addon_price');--> statement-breakpoint
CREATE TYPE "public"."cart_status" AS ENUM('open', 'submitting', 'submitted');--> statement-breakpoint
CREATE TYPE "public"."order_method" AS ENUM('Prepay', 'Gallery');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('paid', 'refunded', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'succeeded', 'failed', 'refunded');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('percent', 'amount');--> statement-breakpoint
CREATE TYPE "public"."background_job_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('recorded', 'sent', 'failed');--> statement-breakpoint
CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 100001 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "features" (
	"identifier" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "studio_features" (
	"studio_id" integer NOT NULL,
	"feature_identifier" text NOT NULL,
	CONSTRAINT "studio_features_studio_id_feature_identifier_pk" PRIMARY KEY("studio_id","feature_identifier")
);
--> statement-breakpoint
CREATE TABLE "studios" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"account_number" text,
	"logo_url" text,
	"email" text,
	"phone" text,
	"access_code" text,
	"rspo_enabled" boolean DEFAULT true NOT NULL,
	"has_legacy_jobs" boolean DEFAULT false NOT NULL,
	"stripe_verified" boolean DEFAULT false NOT NULL,
	"stripe_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"user_id" integer NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "user_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission")
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"build_maximum_cropper_size" integer DEFAULT 200 NOT NULL,
	"build_images_per_row" integer DEFAULT 6 NOT NULL,
	"use_dark_mode" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"studio_id" integer,
	"is_system_admin" boolean DEFAULT false NOT NULL,
	"rspo_job" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text,
	"email" text,
	"phone" text,
	"line1" text,
	"line2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"country" text
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" "organization_type" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_order_services" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"allow_retouch" boolean DEFAULT false NOT NULL,
	"allow_name_on_all_prints" boolean DEFAULT false NOT NULL,
	"allow_name_on_wallets" boolean DEFAULT false NOT NULL,
	"image_level_service" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_preferences" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_workflows" (
	"job_id" integer NOT NULL,
	"workflow_id" integer NOT NULL,
	CONSTRAINT "job_workflows_job_id_workflow_id_pk" PRIMARY KEY("job_id","workflow_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"access_code" text,
	"version_major" integer DEFAULT 3 NOT NULL,
	"version_minor" integer DEFAULT 0 NOT NULL,
	"rspo_job" boolean DEFAULT false NOT NULL,
	"imported_data" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"picture_day" date,
	"prepay_available" boolean DEFAULT false NOT NULL,
	"prepay_imported_data" boolean DEFAULT false NOT NULL,
	"gallery_available" boolean DEFAULT false NOT NULL,
	"enable_yearbook_pose_selection" boolean DEFAULT false NOT NULL,
	"yearbook_pose_selection_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflows" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer,
	"name" text NOT NULL,
	"definition" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"subject_id" integer,
	"group_id" integer,
	"type" "image_lookup_type" NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text,
	"preview_key" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subject_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text,
	"template_id" integer,
	"option_id" integer
);
--> statement-breakpoint
CREATE TABLE "subject_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"group_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"access_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "green_screen_backgrounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_green_screens" (
	"job_id" integer NOT NULL,
	"green_screen_background_id" integer NOT NULL,
	CONSTRAINT "job_green_screens_job_id_green_screen_background_id_pk" PRIMARY KEY("job_id","green_screen_background_id")
);
--> statement-breakpoint
CREATE TABLE "job_package_sets" (
	"job_id" integer NOT NULL,
	"package_set_id" integer NOT NULL,
	CONSTRAINT "job_package_sets_job_id_package_set_id_pk" PRIMARY KEY("job_id","package_set_id")
);
--> statement-breakpoint
CREATE TABLE "package_addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"type" "addon_type" NOT NULL,
	"required_min_price" integer DEFAULT 0 NOT NULL,
	"requires_standard" boolean DEFAULT true NOT NULL,
	CONSTRAINT "package_addons_package_id_unique" UNIQUE("package_id")
);
--> statement-breakpoint
CREATE TABLE "package_item_image_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_item_id" integer NOT NULL,
	"name" text NOT NULL,
	"static" boolean DEFAULT false NOT NULL,
	"position_coords" text,
	"product_code" text
);
--> statement-breakpoint
CREATE TABLE "package_item_text_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_item_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text,
	"editable" boolean DEFAULT true NOT NULL,
	"data_source" text,
	"alt_data_source" text,
	"obscure" boolean DEFAULT false NOT NULL,
	"auto_filled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"name" text NOT NULL,
	"alt_name" text,
	"product_code" text NOT NULL,
	"position_coords" text,
	"allow_consumer_crop" boolean DEFAULT true NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"package_set_id" integer,
	"name" text NOT NULL,
	"alt_name" text,
	"alt_description" text,
	"retail_cost" integer NOT NULL,
	"allow_consumer_crop" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"digital" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_image_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_package_item_id" integer NOT NULL,
	"package_item_image_node_id" integer NOT NULL,
	"subject_image_id" integer,
	"group_image_id" integer,
	"replacement_image_id" integer,
	"crop_dimensions" jsonb,
	"frontend_crop_dimensions" jsonb,
	"rotation" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_order_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"order_service_id" integer NOT NULL,
	"price" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"name_on_all_wallets" boolean DEFAULT false NOT NULL,
	"name_on_wallets" boolean DEFAULT false NOT NULL,
	"name_on_all_prints" boolean DEFAULT false NOT NULL,
	"year_on_all_wallets" boolean DEFAULT false NOT NULL,
	"year_on_all_prints" boolean DEFAULT false NOT NULL,
	"name_to_print" text,
	"year_to_print" text
);
--> statement-breakpoint
CREATE TABLE "cart_package_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_package_id" integer NOT NULL,
	"package_item_id" integer NOT NULL,
	"frontend_crop_dimensions" jsonb
);
--> statement-breakpoint
CREATE TABLE "cart_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price" integer NOT NULL,
	"green_screen_background_id" integer,
	"data_fields" jsonb
);
--> statement-breakpoint
CREATE TABLE "cart_text_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_package_item_id" integer NOT NULL,
	"package_item_text_node_id" integer NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"job_id" integer NOT NULL,
	"order_method" "order_method" NOT NULL,
	"status" "cart_status" DEFAULT 'open' NOT NULL,
	"checkout" jsonb,
	"promo_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "download_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"order_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"package_id" integer,
	"package_name" text NOT NULL,
	"subject_id" integer,
	"subject_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" bigint DEFAULT nextval('order_number_seq') NOT NULL,
	"cart_id" integer,
	"studio_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"order_method" "order_method" NOT NULL,
	"status" "order_status" DEFAULT 'paid' NOT NULL,
	"email" text NOT NULL,
	"customer_name" text NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"shipping_option_code" text,
	"promo_code" text,
	"subtotal" integer NOT NULL,
	"services" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"shipping" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer,
	"order_id" integer,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_reference" text,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" "payment_status" NOT NULL,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"code" text NOT NULL,
	"discount_type" "discount_type" NOT NULL,
	"value" integer NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"discount_type" "discount_type" NOT NULL,
	"value" integer NOT NULL,
	"minimum_total" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tax_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"cart_id" integer,
	"order_id" integer,
	"jurisdiction" text NOT NULL,
	"taxable_amount" integer NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"tax" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"state" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"tax_shipping" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "background_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "background_job_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" "mail_status" DEFAULT 'recorded' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studio_features" ADD CONSTRAINT "studio_features_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_features" ADD CONSTRAINT "studio_features_feature_identifier_features_identifier_fk" FOREIGN KEY ("feature_identifier") REFERENCES "public"."features"("identifier") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_contacts" ADD CONSTRAINT "organization_contacts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_order_services" ADD CONSTRAINT "job_order_services_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_preferences" ADD CONSTRAINT "job_preferences_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_workflows" ADD CONSTRAINT "job_workflows_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_workflows" ADD CONSTRAINT "job_workflows_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflows" ADD CONSTRAINT "workflows_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_group_id_subject_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."subject_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_fields" ADD CONSTRAINT "subject_fields_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subject_groups" ADD CONSTRAINT "subject_groups_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subjects" ADD CONSTRAINT "subjects_group_id_subject_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."subject_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "green_screen_backgrounds" ADD CONSTRAINT "green_screen_backgrounds_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_green_screens" ADD CONSTRAINT "job_green_screens_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_green_screens" ADD CONSTRAINT "job_green_screens_green_screen_background_id_green_screen_backgrounds_id_fk" FOREIGN KEY ("green_screen_background_id") REFERENCES "public"."green_screen_backgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_package_sets" ADD CONSTRAINT "job_package_sets_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_package_sets" ADD CONSTRAINT "job_package_sets_package_set_id_package_sets_id_fk" FOREIGN KEY ("package_set_id") REFERENCES "public"."package_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_addons" ADD CONSTRAINT "package_addons_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_item_image_nodes" ADD CONSTRAINT "package_item_image_nodes_package_item_id_package_items_id_fk" FOREIGN KEY ("package_item_id") REFERENCES "public"."package_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_item_text_nodes" ADD CONSTRAINT "package_item_text_nodes_package_item_id_package_items_id_fk" FOREIGN KEY ("package_item_id") REFERENCES "public"."package_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_sets" ADD CONSTRAINT "package_sets_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_package_set_id_package_sets_id_fk" FOREIGN KEY ("package_set_id") REFERENCES "public"."package_sets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_image_nodes" ADD CONSTRAINT "cart_image_nodes_cart_package_item_id_cart_package_items_id_fk" FOREIGN KEY ("cart_package_item_id") REFERENCES "public"."cart_package_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_image_nodes" ADD CONSTRAINT "cart_image_nodes_package_item_image_node_id_package_item_image_nodes_id_fk" FOREIGN KEY ("package_item_image_node_id") REFERENCES "public"."package_item_image_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_image_nodes" ADD CONSTRAINT "cart_image_nodes_subject_image_id_images_id_fk" FOREIGN KEY ("subject_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_image_nodes" ADD CONSTRAINT "cart_image_nodes_group_image_id_images_id_fk" FOREIGN KEY ("group_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_image_nodes" ADD CONSTRAINT "cart_image_nodes_replacement_image_id_images_id_fk" FOREIGN KEY ("replacement_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_order_services" ADD CONSTRAINT "cart_order_services_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_order_services" ADD CONSTRAINT "cart_order_services_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_order_services" ADD CONSTRAINT "cart_order_services_order_service_id_order_services_id_fk" FOREIGN KEY ("order_service_id") REFERENCES "public"."order_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_package_items" ADD CONSTRAINT "cart_package_items_cart_package_id_cart_packages_id_fk" FOREIGN KEY ("cart_package_id") REFERENCES "public"."cart_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_package_items" ADD CONSTRAINT "cart_package_items_package_item_id_package_items_id_fk" FOREIGN KEY ("package_item_id") REFERENCES "public"."package_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_packages" ADD CONSTRAINT "cart_packages_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_packages" ADD CONSTRAINT "cart_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_packages" ADD CONSTRAINT "cart_packages_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_packages" ADD CONSTRAINT "cart_packages_green_screen_background_id_green_screen_backgrounds_id_fk" FOREIGN KEY ("green_screen_background_id") REFERENCES "public"."green_screen_backgrounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_text_nodes" ADD CONSTRAINT "cart_text_nodes_cart_package_item_id_cart_package_items_id_fk" FOREIGN KEY ("cart_package_item_id") REFERENCES "public"."cart_package_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_text_nodes" ADD CONSTRAINT "cart_text_nodes_package_item_text_node_id_package_item_text_nodes_id_fk" FOREIGN KEY ("package_item_text_node_id") REFERENCES "public"."package_item_text_nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_links" ADD CONSTRAINT "download_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_links" ADD CONSTRAINT "download_links_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_codes" ADD CONSTRAINT "coupon_codes_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "studios_slug_unique" ON "studios" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_unique" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_unique" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_preferences_user_unique" ON "user_preferences" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_studio_idx" ON "users" USING btree ("studio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_contacts_org_unique" ON "organization_contacts" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "organizations_studio_idx" ON "organizations" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "jobs_studio_idx" ON "jobs" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "jobs_organization_idx" ON "jobs" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "images_subject_idx" ON "images" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "images_group_idx" ON "images" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "images_job_idx" ON "images" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "subject_fields_subject_idx" ON "subject_fields" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "subject_groups_job_idx" ON "subject_groups" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "subjects_job_idx" ON "subjects" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "green_screen_backgrounds_studio_idx" ON "green_screen_backgrounds" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "package_item_image_nodes_item_idx" ON "package_item_image_nodes" USING btree ("package_item_id");--> statement-breakpoint
CREATE INDEX "package_item_text_nodes_item_idx" ON "package_item_text_nodes" USING btree ("package_item_id");--> statement-breakpoint
CREATE INDEX "package_items_package_idx" ON "package_items" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "package_sets_studio_idx" ON "package_sets" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "packages_studio_idx" ON "packages" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "packages_set_idx" ON "packages" USING btree ("package_set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_services_code_unique" ON "order_services" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_unique" ON "products" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_options_code_unique" ON "shipping_options" USING btree ("code");--> statement-breakpoint
CREATE INDEX "cart_image_nodes_item_idx" ON "cart_image_nodes" USING btree ("cart_package_item_id");--> statement-breakpoint
CREATE INDEX "cart_order_services_cart_idx" ON "cart_order_services" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_package_items_package_idx" ON "cart_package_items" USING btree ("cart_package_id");--> statement-breakpoint
CREATE INDEX "cart_packages_cart_idx" ON "cart_packages" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "cart_text_nodes_item_idx" ON "cart_text_nodes" USING btree ("cart_package_item_id");--> statement-breakpoint
CREATE INDEX "carts_job_idx" ON "carts" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "download_links_token_unique" ON "download_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_number_unique" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_unique" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_studio_paid_idx" ON "orders" USING btree ("studio_id","paid_at");--> statement-breakpoint
CREATE INDEX "orders_job_idx" ON "orders" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_unique" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_codes_studio_code_unique" ON "coupon_codes" USING btree ("studio_id","code");--> statement-breakpoint
CREATE INDEX "coupon_codes_studio_idx" ON "coupon_codes" USING btree ("studio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_job_code_unique" ON "promotions" USING btree ("job_id","code");--> statement-breakpoint
CREATE INDEX "tax_log_created_idx" ON "tax_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_country_state_unique" ON "tax_rates" USING btree ("country","state");--> statement-breakpoint
CREATE INDEX "background_jobs_queue_idx" ON "background_jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "mail_log_created_idx" ON "mail_log" USING btree ("created_at");