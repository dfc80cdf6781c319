-- The access token carries the rspoJob flag (rspo_job claim), so ticking or clearing it must shut out the
-- tokens issued before, like every other change of a user's access (docs/security.md "Revocation").
CREATE OR REPLACE FUNCTION "bump_user_auth_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.disabled IS DISTINCT FROM OLD.disabled OR NEW.password_hash IS DISTINCT FROM OLD.password_hash
    OR NEW.studio_id IS DISTINCT FROM OLD.studio_id OR NEW.is_system_admin IS DISTINCT FROM OLD.is_system_admin
    OR NEW.rspo_job IS DISTINCT FROM OLD.rspo_job THEN
    NEW.auth_version := OLD.auth_version + 1;
  END IF;
  RETURN NEW;
END
$$;
