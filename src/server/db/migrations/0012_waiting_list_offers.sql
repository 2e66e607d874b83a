CREATE TABLE "waiting_list_freed_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"freed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"taken_at" timestamp with time zone,
	"taken_by_student_id" integer,
	"taken_lesson_id" integer,
	CONSTRAINT "waiting_list_freed_times_range_check" CHECK ("waiting_list_freed_times"."ends_at" > "waiting_list_freed_times"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "waiting_list_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"freed_time_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"by_hand" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"lesson_id" integer,
	CONSTRAINT "waiting_list_offers_range_check" CHECK ("waiting_list_offers"."ends_at" > "waiting_list_offers"."starts_at"),
	CONSTRAINT "waiting_list_offers_expiry_check" CHECK ("waiting_list_offers"."expires_at" > "waiting_list_offers"."sent_at")
);
--> statement-breakpoint
CREATE TABLE "waiting_list_open_times" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waiting_list_open_times_range_check" CHECK ("waiting_list_open_times"."ends_at" > "waiting_list_open_times"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "waiting_list_sweeps" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"swept_at" timestamp with time zone,
	"swept_until" timestamp with time zone,
	CONSTRAINT "waiting_list_sweeps_single_row_check" CHECK ("waiting_list_sweeps"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "waiting_list_auto_offer" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "waiting_list_offer_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "school_settings" ADD COLUMN "refund_refilled_cancellations" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_list_freed_times" ADD CONSTRAINT "waiting_list_freed_times_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_freed_times" ADD CONSTRAINT "waiting_list_freed_times_taken_by_student_id_users_id_fk" FOREIGN KEY ("taken_by_student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_freed_times" ADD CONSTRAINT "waiting_list_freed_times_taken_lesson_id_lessons_id_fk" FOREIGN KEY ("taken_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_offers" ADD CONSTRAINT "waiting_list_offers_freed_time_id_waiting_list_freed_times_id_fk" FOREIGN KEY ("freed_time_id") REFERENCES "public"."waiting_list_freed_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_offers" ADD CONSTRAINT "waiting_list_offers_entry_id_waiting_list_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waiting_list_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_offers" ADD CONSTRAINT "waiting_list_offers_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_offers" ADD CONSTRAINT "waiting_list_offers_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_open_times" ADD CONSTRAINT "waiting_list_open_times_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_list_freed_times_instructor_idx" ON "waiting_list_freed_times" USING btree ("instructor_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_offers_token_hash_unique" ON "waiting_list_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_offers_one_per_learner_unique" ON "waiting_list_offers" USING btree ("freed_time_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_offers_one_claim_unique" ON "waiting_list_offers" USING btree ("freed_time_id") WHERE claimed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "waiting_list_offers_student_idx" ON "waiting_list_offers" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "waiting_list_open_times_instructor_idx" ON "waiting_list_open_times" USING btree ("instructor_id","starts_at");--> statement-breakpoint
ALTER TABLE "school_settings" ADD CONSTRAINT "school_settings_offer_hours_check" CHECK ("school_settings"."waiting_list_offer_hours" BETWEEN 1 AND 72);