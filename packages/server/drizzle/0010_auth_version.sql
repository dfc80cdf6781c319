ALTER TABLE "users" ADD COLUMN "auth_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Authorization versions (docs/security.md "Revocation"): switching a user off or changing their password,
-- studio, system administrator flag or permissions bumps users.auth_version in the change's own
-- transaction, whichever module or server instance writes it. An access token carries the version it was
-- issued with and is refused once the database holds another.
CREATE FUNCTION "bump_user_auth_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.disabled IS DISTINCT FROM OLD.disabled OR NEW.password_hash IS DISTINCT FROM OLD.password_hash
    OR NEW.studio_id IS DISTINCT FROM OLD.studio_id OR NEW.is_system_admin IS DISTINCT FROM OLD.is_system_admin THEN
    NEW.auth_version := OLD.auth_version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_user_auth_version_of_permission"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET auth_version = auth_version + 1
    WHERE id IN (CASE WHEN TG_OP <> 'INSERT' THEN OLD.user_id END, CASE WHEN TG_OP <> 'DELETE' THEN NEW.user_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_auth_version" BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION bump_user_auth_version();--> statement-breakpoint
CREATE TRIGGER "user_permissions_auth_version" AFTER INSERT OR UPDATE OR DELETE ON "user_permissions" FOR EACH ROW EXECUTE FUNCTION bump_user_auth_version_of_permission();
