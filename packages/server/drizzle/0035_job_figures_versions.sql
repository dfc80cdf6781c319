CREATE TABLE "job_figures_versions" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Figures versions (docs/performance.md "The jobs list read for the page at once"): a change of a job's
-- children, orders or refunds bumps the job's version in the change's own transaction, once a statement
-- per job touched, whichever module or server instance writes it. A server keeps a job's figures in memory
-- only while the version it read them at is still the database's. Jobs are bumped in id order, so two
-- transactions that touch the same jobs wait for each other instead of deadlocking.
CREATE FUNCTION "bump_job_figures_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- What the figures read of a row: an update that leaves these alone (an order's fulfilment, a child's name) bumps nothing.
  watched text[] := CASE TG_TABLE_NAME
    WHEN 'orders' THEN ARRAY['job_id', 'status', 'payment_method', 'order_method', 'total', 'tax', 'shipping']
    WHEN 'subjects' THEN ARRAY['job_id']
    WHEN 'order_refunds' THEN ARRAY['order_id', 'product'] END;
  changed jsonb[];
BEGIN
  IF watched IS NULL THEN
    RAISE EXCEPTION 'bump_job_figures_versions: no rule for table %', TG_TABLE_NAME;
  END IF;
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT to_jsonb(n) FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY(SELECT to_jsonb(o) FROM old_rows o);
  ELSE
    changed := ARRAY(
      SELECT row_before_or_after FROM new_rows n JOIN old_rows o ON o.id = n.id,
        LATERAL (VALUES (to_jsonb(n)), (to_jsonb(o))) AS both_rows(row_before_or_after)
      WHERE EXISTS (SELECT 1 FROM unnest(watched) AS k WHERE to_jsonb(n) -> k IS DISTINCT FROM to_jsonb(o) -> k));
  END IF;
  IF TG_TABLE_NAME = 'order_refunds' THEN
    INSERT INTO job_figures_versions AS v (job_id, version)
      SELECT DISTINCT o.job_id, 1 FROM unnest(changed) AS r JOIN orders o ON o.id = (r ->> 'order_id')::int ORDER BY 1
      ON CONFLICT (job_id) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO job_figures_versions AS v (job_id, version)
      SELECT DISTINCT (r ->> 'job_id')::int, 1 FROM unnest(changed) AS r WHERE r ->> 'job_id' IS NOT NULL ORDER BY 1
      ON CONFLICT (job_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_figures_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_job_figures_versions();--> statement-breakpoint
CREATE TRIGGER "orders_figures_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_job_figures_versions();--> statement-breakpoint
CREATE TRIGGER "orders_figures_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_job_figures_versions();
--> statement-breakpoint
CREATE TRIGGER "order_refunds_figures_insert" AFTER INSERT ON "order_refunds" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_job_figures_versions();--> statement-breakpoint
CREATE TRIGGER "order_refunds_figures_update" AFTER UPDATE ON "order_refunds" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_job_figures_versions();--> statement-breakpoint
CREATE TRIGGER "order_refunds_figures_delete" AFTER DELETE ON "order_refunds" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_job_figures_versions();
--> statement-breakpoint
CREATE TRIGGER "subjects_figures_insert" AFTER INSERT ON "subjects" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_job_figures_versions();--> statement-breakpoint
CREATE TRIGGER "subjects_figures_update" AFTER UPDATE ON "subjects" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_job_figures_versions();--> statement-breakpoint
CREATE TRIGGER "subjects_figures_delete" AFTER DELETE ON "subjects" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_job_figures_versions();
