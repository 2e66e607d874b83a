CREATE TABLE "school_fee_model_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"kind" text NOT NULL,
	"weekly_pence" integer,
	"no_lessons_no_fee" boolean,
	"basis_points" integer,
	"per_learner_pence" integer,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_fee_model_changes_kind_check" CHECK (kind IN ('none', 'weekly_franchise', 'commission', 'referral')),
	CONSTRAINT "school_fee_model_changes_fields_check" CHECK (CASE "school_fee_model_changes"."kind"
        WHEN 'none' THEN "school_fee_model_changes"."weekly_pence" IS NULL AND "school_fee_model_changes"."no_lessons_no_fee" IS NULL AND "school_fee_model_changes"."basis_points" IS NULL AND "school_fee_model_changes"."per_learner_pence" IS NULL
        WHEN 'weekly_franchise' THEN "school_fee_model_changes"."weekly_pence" BETWEEN 0 AND 100000 AND "school_fee_model_changes"."no_lessons_no_fee" IS NOT NULL AND "school_fee_model_changes"."basis_points" IS NULL AND "school_fee_model_changes"."per_learner_pence" IS NULL
        WHEN 'commission' THEN "school_fee_model_changes"."basis_points" BETWEEN 0 AND 10000 AND "school_fee_model_changes"."weekly_pence" IS NULL AND "school_fee_model_changes"."no_lessons_no_fee" IS NULL AND "school_fee_model_changes"."per_learner_pence" IS NULL
        WHEN 'referral' THEN "school_fee_model_changes"."per_learner_pence" BETWEEN 0 AND 50000 AND "school_fee_model_changes"."weekly_pence" IS NULL AND "school_fee_model_changes"."no_lessons_no_fee" IS NULL AND "school_fee_model_changes"."basis_points" IS NULL
        ELSE false END)
);
--> statement-breakpoint
CREATE TABLE "school_fee_waived_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"week_from" date NOT NULL,
	"waived_by" integer,
	"waived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_fee_waived_weeks_instructor_week_unique" UNIQUE("instructor_id","week_from"),
	CONSTRAINT "school_fee_waived_weeks_monday_check" CHECK (extract(isodow from "school_fee_waived_weeks"."week_from") = 1)
);
--> statement-breakpoint
CREATE TABLE "school_referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"student_id" integer,
	"referred_on" date NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_referrals_student_instructor_unique" UNIQUE("student_id","instructor_id")
);
--> statement-breakpoint
ALTER TABLE "school_fee_model_changes" ADD CONSTRAINT "school_fee_model_changes_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_fee_model_changes" ADD CONSTRAINT "school_fee_model_changes_changed_by_instructors_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_fee_waived_weeks" ADD CONSTRAINT "school_fee_waived_weeks_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_fee_waived_weeks" ADD CONSTRAINT "school_fee_waived_weeks_waived_by_instructors_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_referrals" ADD CONSTRAINT "school_referrals_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_referrals" ADD CONSTRAINT "school_referrals_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_referrals" ADD CONSTRAINT "school_referrals_recorded_by_instructors_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_fee_model_changes_instructor_idx" ON "school_fee_model_changes" USING btree ("instructor_id","from_date");--> statement-breakpoint
CREATE INDEX "school_referrals_instructor_idx" ON "school_referrals" USING btree ("instructor_id","referred_on");