CREATE TABLE "lesson_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"kind" text NOT NULL,
	"change_window" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"reason" text NOT NULL,
	"from_starts_at" timestamp with time zone NOT NULL,
	"from_time_slot_ids" integer[] NOT NULL,
	"to_time_slot_ids" integer[],
	"forfeit_pence" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"instructor_note" text,
	CONSTRAINT "lesson_changes_kind_check" CHECK (kind IN ('reschedule', 'cancel')),
	CONSTRAINT "lesson_changes_window_check" CHECK (change_window IN ('free', 'half_fee', 'instructor_decides')),
	CONSTRAINT "lesson_changes_status_check" CHECK (status IN ('pending', 'applied', 'declined', 'withdrawn')),
	CONSTRAINT "lesson_changes_requested_by_check" CHECK (requested_by IN ('student', 'instructor')),
	CONSTRAINT "lesson_changes_reason_check" CHECK (char_length(btrim("lesson_changes"."reason")) BETWEEN 1 AND 500),
	CONSTRAINT "lesson_changes_target_check" CHECK (("lesson_changes"."kind" = 'reschedule') = ("lesson_changes"."to_time_slot_ids" IS NOT NULL)),
	CONSTRAINT "lesson_changes_forfeit_check" CHECK ("lesson_changes"."forfeit_pence" >= 0),
	CONSTRAINT "lesson_changes_decided_check" CHECK (("lesson_changes"."status" = 'pending') = ("lesson_changes"."decided_at" IS NULL))
);
--> statement-breakpoint
DROP INDEX "reminder_log_lesson_kind_unique";--> statement-breakpoint
ALTER TABLE "reminder_log" ADD COLUMN "lesson_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lesson_changes" ADD CONSTRAINT "lesson_changes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_changes" ADD CONSTRAINT "lesson_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_changes" ADD CONSTRAINT "lesson_changes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_changes" ADD CONSTRAINT "lesson_changes_decided_by_instructors_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_changes_booking_idx" ON "lesson_changes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "lesson_changes_student_idx" ON "lesson_changes" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_changes_one_pending_unique" ON "lesson_changes" USING btree ("lesson_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_log_lesson_kind_unique" ON "reminder_log" USING btree ("lesson_id","reminder_kind","lesson_starts_at") WHERE lesson_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_log" ADD CONSTRAINT "reminder_log_lesson_start_check" CHECK (("reminder_log"."lesson_id" IS NULL) = ("reminder_log"."lesson_starts_at" IS NULL));