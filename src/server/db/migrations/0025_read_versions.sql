CREATE SEQUENCE "public"."read_version_sequence" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "read_version_bumps" (
	"transaction_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "read_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- The dashboard's read version (issue 36, docs/decisions/0043-fast-today-and-students.md): a
-- transaction that writes a table the Today and Students answers read is filed here once. Row
-- triggers, so a statement that changes no row (a job's UPDATE finding nothing to do) changes
-- nothing; their WHEN skips every row once the transaction is filed (a setting local to it, undone
-- with it), so a restore's thousands of rows queue no more than the first statement's.
CREATE FUNCTION "note_dashboard_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.dashboard_written', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('app.dashboard_written', 'on', true);
    INSERT INTO read_version_bumps (transaction_id) VALUES (txid_current()) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- At the transaction's commit (deferred: after all its other statements and their locks), the one
-- version row gets a value never used before. The row is locked only from here to the commit,
-- and nothing after this waits for another lock, so it cannot take part in a deadlock. Upserted:
-- a restore empties every table, this one too.
CREATE FUNCTION "bump_dashboard_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO read_versions (name, version) VALUES ('dashboard', nextval('read_version_sequence'))
    ON CONFLICT (name) DO UPDATE SET version = excluded.version;
  DELETE FROM read_version_bumps WHERE transaction_id = NEW.transaction_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "read_version_bumps_at_commit" AFTER INSERT ON "read_version_bumps"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_dashboard_version();
--> statement-breakpoint
INSERT INTO read_versions (name, version) VALUES ('dashboard', nextval('read_version_sequence'));
--> statement-breakpoint
DO $$
DECLARE
  read_table text;
BEGIN
  -- Every table the Today and Students answers read, the ledger's included.
  FOREACH read_table IN ARRAY ARRAY[
    'users', 'lessons', 'bookings', 'lesson_changes', 'purchases', 'payments', 'packages',
    'student_access_tokens', 'progress_notes', 'messages', 'network_partner_requests',
    'instructor_applications', 'leads', 'waiting_list_entries'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW '
        'WHEN (current_setting(''app.dashboard_written'', true) IS DISTINCT FROM ''on'') '
        'EXECUTE FUNCTION note_dashboard_write()',
      read_table || '_dashboard_version', read_table
    );
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION note_dashboard_write()',
      read_table || '_dashboard_version_truncate', read_table
    );
  END LOOP;
END $$;
