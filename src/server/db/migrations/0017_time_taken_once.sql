-- A time is sold once per instructor (issue 33; docs/decisions/0027-a-time-is-sold-once.md).
-- Two lessons cannot overlap (lessons_no_overlap) and two bookings cannot hold one slot
-- (booking_slots_active_hold_unique), but a lesson and another booking's hold live in two tables
-- that no exclusion constraint can join. These triggers refuse either over the other, with
-- SQLSTATE 23P01 (exclusion_violation) and the constraint name `instructor_time_taken`.
--
-- Each check first takes the instructor's diary lock, pg_advisory_xact_lock(7305, instructor_id),
-- the same lock every way of taking a time takes first (src/server/db/instructor-diary-lock.ts).
-- Held to the end of the transaction, it makes the check's own read see every other taking of
-- that instructor's time already committed: no read-then-write race under READ COMMITTED, on one
-- server or several. A restore copies a backup's rows as they were written (app.copying_backup).

CREATE FUNCTION refuse_hold_over_lesson() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  slot_row record;
BEGIN
  IF NEW.released_at IS NOT NULL OR current_setting('app.copying_backup', true) = 'on' THEN
    RETURN NEW;
  END IF;
  SELECT instructor_id, starts_at, ends_at INTO slot_row FROM time_slots WHERE id = NEW.time_slot_id;
  IF NOT FOUND THEN
    RETURN NEW; -- the foreign key refuses it
  END IF;
  PERFORM pg_advisory_xact_lock(7305, slot_row.instructor_id);
  IF EXISTS (
    SELECT 1 FROM lessons
    WHERE instructor_id = slot_row.instructor_id
      AND status <> 'cancelled'
      AND tstzrange(starts_at, ends_at, '[)') && tstzrange(slot_row.starts_at, slot_row.ends_at, '[)')
      AND booking_id IS DISTINCT FROM NEW.booking_id
  ) THEN
    RAISE EXCEPTION 'time slot % is under another lesson', NEW.time_slot_id
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'instructor_time_taken', TABLE = 'booking_slots';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER booking_slots_time_taken_check
  BEFORE INSERT OR UPDATE OF time_slot_id, booking_id, released_at ON booking_slots
  FOR EACH ROW EXECUTE FUNCTION refuse_hold_over_lesson();
--> statement-breakpoint
CREATE FUNCTION refuse_lesson_over_hold() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'cancelled' OR current_setting('app.copying_backup', true) = 'on' THEN
    RETURN NEW;
  END IF;
  -- Marking a lesson done or a no-show, or editing its notes, takes no new time.
  IF TG_OP = 'UPDATE' AND OLD.status <> 'cancelled'
    AND OLD.instructor_id = NEW.instructor_id
    AND OLD.starts_at = NEW.starts_at AND OLD.ends_at = NEW.ends_at
    AND OLD.booking_id IS NOT DISTINCT FROM NEW.booking_id THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(7305, NEW.instructor_id);
  IF EXISTS (
    SELECT 1 FROM booking_slots
    JOIN time_slots ON time_slots.id = booking_slots.time_slot_id
    WHERE booking_slots.released_at IS NULL
      AND time_slots.instructor_id = NEW.instructor_id
      AND tstzrange(time_slots.starts_at, time_slots.ends_at, '[)') && tstzrange(NEW.starts_at, NEW.ends_at, '[)')
      AND booking_slots.booking_id IS DISTINCT FROM NEW.booking_id
  ) THEN
    RAISE EXCEPTION 'lesson time is held by another booking'
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'instructor_time_taken', TABLE = 'lessons';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER lessons_time_taken_check
  BEFORE INSERT OR UPDATE OF instructor_id, starts_at, ends_at, status, booking_id ON lessons
  FOR EACH ROW EXECUTE FUNCTION refuse_lesson_over_hold();
