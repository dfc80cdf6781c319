ALTER TABLE "studios" ADD COLUMN "content_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "contents_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Read versions (docs/performance.md): a change of anything a parent reads bumps the studio's
-- content_version, a change of a cart's contents its contents_version, in the change's own transaction,
-- whichever module or server instance writes it. A server may keep an answer in memory only while the
-- versions it was read with are still the database's.
CREATE FUNCTION "bump_studio_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('jobs', 'organizations', 'packages', 'green_screen_backgrounds') THEN
    UPDATE studios SET content_version = content_version + 1
      WHERE id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.studio_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.studio_id END);
  ELSIF TG_TABLE_NAME IN ('package_addons', 'package_items') THEN
    UPDATE studios SET content_version = content_version + 1
      WHERE id IN (SELECT studio_id FROM packages WHERE id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.package_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.package_id END));
  ELSIF TG_TABLE_NAME IN ('package_item_image_nodes', 'package_item_text_nodes') THEN
    UPDATE studios SET content_version = content_version + 1
      WHERE id IN (SELECT p.studio_id FROM package_items i JOIN packages p ON p.id = i.package_id
        WHERE i.id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.package_item_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.package_item_id END));
  ELSIF TG_TABLE_NAME IN ('subjects', 'job_order_services') THEN
    UPDATE studios SET content_version = content_version + 1
      WHERE id IN (SELECT studio_id FROM jobs WHERE id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.job_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.job_id END));
  ELSE
    RAISE EXCEPTION 'bump_studio_content_version: no rule for table %', TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The order services are the platform's: a change of one reaches every studio (a system admin's rare edit).
CREATE FUNCTION "bump_every_studio_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE studios SET content_version = content_version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_cart_contents_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('cart_packages', 'cart_order_services') THEN
    UPDATE carts SET contents_version = contents_version + 1
      WHERE id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.cart_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.cart_id END);
  ELSIF TG_TABLE_NAME = 'cart_package_items' THEN
    UPDATE carts SET contents_version = contents_version + 1
      WHERE id IN (SELECT cart_id FROM cart_packages WHERE id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.cart_package_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.cart_package_id END));
  ELSIF TG_TABLE_NAME IN ('cart_image_nodes', 'cart_text_nodes') THEN
    UPDATE carts SET contents_version = contents_version + 1
      WHERE id IN (SELECT p.cart_id FROM cart_package_items i JOIN cart_packages p ON p.id = i.cart_package_id
        WHERE i.id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.cart_package_item_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.cart_package_item_id END));
  ELSE
    RAISE EXCEPTION 'bump_cart_contents_version: no rule for table %', TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_read_version" AFTER INSERT OR UPDATE OR DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION bump_studio_content_version();--> statement-breakpoint
CREATE TRIGGER "organizations_read_version" AFTER INSERT OR UPDATE OR DELETE ON "organizations" FOR EACH ROW EXECUTE FUNCTION bump_studio_content_version();--> statement-breakpoint
CREATE TRIGGER "packages_read_version" AFTER INSERT OR UPDATE OR DELETE ON "packages" FOR EACH ROW EXECUTE FUNCTION bump_studio_content_version();--> statement-breakpoint
CREATE TRIGGER "green_screen_backgrounds_read_version" AFTER INSERT OR UPDATE OR DELETE ON "green_screen_backgrounds" FOR EACH ROW EXECUTE FUNCTION bump_studio_content_version();--> statement-breakpoint
CREATE TRIGGER "package_addons_read_version" AFTER INSERT OR UPDATE OR DELETE ON "package_addons" FOR EACH ROW EXECUTE FUNCTION bump_studio_content_version();--> statement-breakpoint
CREATE TRIGGER "package_items_read_version" AFTER INSERT OR UPDATE OR DELETE ON "package_items" FOR EACH ROW EXECUTE FUNCTION bump_studio_content_version();--> statement-breakpoint
CREATE TRIGGER "package_item_image_nodes_read_version" AFTER INSERT OR UPDATE OR DELETE ON "package_item_image_nodes" FOR EACH ROW EXECUTE FUNCTION bump_studio_content_version();--> statement-breakpoint
CREATE TRIGGER "package_item_text_nodes_read_version" AFTER INSERT OR UPDATE OR DELETE ON "package_item_text_nodes" FOR EACH ROW EXECUTE FUNCTION bump_studio_content_version();--> statement-breakpoint
CREATE TRIGGER "job_order_services_read_version" AFTER INSERT OR UPDATE OR DELETE ON "job_order_services" FOR EACH ROW EXECUTE FUNCTION bump_studio_content_version();--> statement-breakpoint
-- A roster import writes thousands of subjects: only a changed name reaches what parents read.
CREATE TRIGGER "subjects_read_version" AFTER UPDATE OF "first_name", "last_name" ON "subjects" FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name) EXECUTE FUNCTION bump_studio_content_version();--> statement-breakpoint
CREATE TRIGGER "order_services_read_version" AFTER INSERT OR UPDATE OR DELETE ON "order_services" FOR EACH STATEMENT EXECUTE FUNCTION bump_every_studio_content_version();--> statement-breakpoint
CREATE TRIGGER "cart_packages_read_version" AFTER INSERT OR UPDATE OR DELETE ON "cart_packages" FOR EACH ROW EXECUTE FUNCTION bump_cart_contents_version();--> statement-breakpoint
CREATE TRIGGER "cart_order_services_read_version" AFTER INSERT OR UPDATE OR DELETE ON "cart_order_services" FOR EACH ROW EXECUTE FUNCTION bump_cart_contents_version();--> statement-breakpoint
CREATE TRIGGER "cart_package_items_read_version" AFTER INSERT OR UPDATE OR DELETE ON "cart_package_items" FOR EACH ROW EXECUTE FUNCTION bump_cart_contents_version();--> statement-breakpoint
CREATE TRIGGER "cart_image_nodes_read_version" AFTER INSERT OR UPDATE OR DELETE ON "cart_image_nodes" FOR EACH ROW EXECUTE FUNCTION bump_cart_contents_version();--> statement-breakpoint
CREATE TRIGGER "cart_text_nodes_read_version" AFTER INSERT OR UPDATE OR DELETE ON "cart_text_nodes" FOR EACH ROW EXECUTE FUNCTION bump_cart_contents_version();
