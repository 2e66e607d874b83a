CREATE TABLE "progress_note_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"progress_note_id" integer NOT NULL,
	"areas_to_improve" text,
	"instructor_notes" text NOT NULL,
	"overall_assessment" text NOT NULL,
	"homework_assigned" text,
	"next_lesson_focus" text,
	"written_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL,
	"replaced_by" integer,
	CONSTRAINT "progress_note_revisions_assessment_check" CHECK (overall_assessment IN ('excellent', 'good', 'steady', 'needs_practice')),
	CONSTRAINT "progress_note_revisions_order_check" CHECK ("progress_note_revisions"."replaced_at" >= "progress_note_revisions"."written_at")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reverses_payment_id" integer;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "progress_note_revisions" ADD CONSTRAINT "progress_note_revisions_progress_note_id_progress_notes_id_fk" FOREIGN KEY ("progress_note_id") REFERENCES "public"."progress_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_note_revisions" ADD CONSTRAINT "progress_note_revisions_replaced_by_instructors_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_note_revisions_note_idx" ON "progress_note_revisions" USING btree ("progress_note_id","replaced_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reverses_payment_id_payments_id_fk" FOREIGN KEY ("reverses_payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reverses_payment_unique" ON "payments" USING btree ("reverses_payment_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rejection_reason_check" CHECK ("bookings"."rejection_reason" IS NULL OR ("bookings"."status" = 'rejected' AND char_length("bookings"."rejection_reason") BETWEEN 1 AND 500));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversal_check" CHECK ("payments"."reverses_payment_id" IS NULL OR "payments"."amount_pence" < 0);--> statement-breakpoint
-- An undo reverses exactly the payment it names: the same learner, the amount negated, never a
-- reversal or a refund itself (the unique index above lets each payment be undone once, whoever
-- races). docs/decisions/0035-paid-undone-and-notes-edited.md
CREATE FUNCTION "payments_reversal_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  original RECORD;
BEGIN
  IF NEW.reverses_payment_id IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT student_id, amount_pence, reverses_payment_id INTO original
    FROM payments WHERE id = NEW.reverses_payment_id;
  IF NOT FOUND OR original.reverses_payment_id IS NOT NULL OR original.amount_pence <= 0
     OR original.student_id <> NEW.student_id OR NEW.amount_pence <> -original.amount_pence THEN
    RAISE EXCEPTION 'a reversal must negate a payment of the same learner'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'payments_reversal_matches';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_reversal_matches"
  BEFORE INSERT OR UPDATE OF "reverses_payment_id", "amount_pence", "student_id" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_reversal_matches"();
--> statement-breakpoint
-- A mock test recorded with a lesson was taken on that lesson's day (London).
UPDATE "mock_tests" AS m SET "taken_on" = (l."starts_at" AT TIME ZONE 'Europe/London')::date
  FROM "lessons" AS l
  WHERE l."id" = m."lesson_id" AND m."taken_on" <> (l."starts_at" AT TIME ZONE 'Europe/London')::date;
