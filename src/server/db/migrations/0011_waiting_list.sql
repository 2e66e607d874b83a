CREATE TABLE "waiting_list_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"windows" jsonb NOT NULL,
	"from_date" date NOT NULL,
	"lesson_minutes" integer NOT NULL,
	"test_date" date,
	"status" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"manual_rank" integer,
	"moved_at" timestamp with time zone,
	CONSTRAINT "waiting_list_entries_status_check" CHECK (status IN ('waiting', 'left', 'removed', 'fulfilled')),
	CONSTRAINT "waiting_list_entries_windows_check" CHECK (jsonb_typeof("waiting_list_entries"."windows") = 'array' AND jsonb_array_length("waiting_list_entries"."windows") BETWEEN 1 AND 21),
	CONSTRAINT "waiting_list_entries_lesson_minutes_check" CHECK ("waiting_list_entries"."lesson_minutes" IN (60, 90, 120)),
	CONSTRAINT "waiting_list_entries_ended_check" CHECK (("waiting_list_entries"."status" = 'waiting') = ("waiting_list_entries"."ended_at" IS NULL)),
	CONSTRAINT "waiting_list_entries_manual_rank_check" CHECK ("waiting_list_entries"."manual_rank" IS NULL OR "waiting_list_entries"."manual_rank" > 0)
);
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_one_open_unique" ON "waiting_list_entries" USING btree ("student_id") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "waiting_list_entries_instructor_idx" ON "waiting_list_entries" USING btree ("instructor_id","status");