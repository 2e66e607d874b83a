CREATE TABLE "alternative_time_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"alternatives" jsonb NOT NULL,
	"message" text,
	"reason_for_rejection" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"response" text,
	"accepted_index" integer,
	CONSTRAINT "alternative_time_offers_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "alternative_time_offers_count_check" CHECK (jsonb_typeof("alternative_time_offers"."alternatives") = 'array' AND jsonb_array_length("alternative_time_offers"."alternatives") BETWEEN 1 AND 3),
	CONSTRAINT "alternative_time_offers_reason_check" CHECK (char_length(btrim("alternative_time_offers"."reason_for_rejection")) > 0),
	CONSTRAINT "alternative_time_offers_response_check" CHECK (response IS NULL OR response IN ('accepted', 'declined')),
	CONSTRAINT "alternative_time_offers_responded_check" CHECK (("alternative_time_offers"."response" IS NULL) = ("alternative_time_offers"."responded_at" IS NULL)),
	CONSTRAINT "alternative_time_offers_accepted_index_check" CHECK ("alternative_time_offers"."accepted_index" IS NULL OR "alternative_time_offers"."accepted_index" BETWEEN 0 AND 2)
);
--> statement-breakpoint
CREATE TABLE "booking_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"time_slot_id" integer NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "booking_slots_release_check" CHECK ("booking_slots"."released_at" IS NULL OR "booking_slots"."released_at" >= "booking_slots"."held_at")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"instructor_id" integer,
	"package_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_method" text,
	"total_amount_pence" integer NOT NULL,
	"future_booking" boolean DEFAULT false NOT NULL,
	"instructor_preference" text DEFAULT 'no_preference' NOT NULL,
	"notes" text,
	"woo_commerce_order_id" text,
	"woo_commerce_product_id" text,
	"stripe_payment_intent_id" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"original_time_slot_ids" integer[],
	"reschedule_reason" text,
	"reschedule_requested_by" text,
	"reschedule_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled', 'expired', 'completed')),
	CONSTRAINT "bookings_payment_status_check" CHECK (payment_status IN ('unpaid', 'paid')),
	CONSTRAINT "bookings_payment_method_check" CHECK (payment_method IS NULL OR payment_method IN ('card', 'bank_transfer', 'portal', 'shop', 'in_person')),
	CONSTRAINT "bookings_amount_check" CHECK ("bookings"."total_amount_pence" >= 0 AND "bookings"."total_amount_pence" <= 1000000),
	CONSTRAINT "bookings_instructor_preference_check" CHECK (instructor_preference IN ('no_preference', 'male', 'female')),
	CONSTRAINT "bookings_reschedule_requested_by_check" CHECK (reschedule_requested_by IS NULL OR reschedule_requested_by IN ('student', 'instructor')),
	CONSTRAINT "bookings_reschedule_count_check" CHECK ("bookings"."reschedule_count" BETWEEN 0 AND 2),
	CONSTRAINT "bookings_paid_at_check" CHECK (("bookings"."payment_status" = 'paid') = ("bookings"."paid_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "instructor_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"postcode" text NOT NULL,
	"adi_number" text NOT NULL,
	"experience_years" text NOT NULL,
	"hourly_rate" text NOT NULL,
	"areas_worked" text[] NOT NULL,
	"work_days" text[] NOT NULL,
	"work_hours" text NOT NULL,
	"flexibility" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"has_insurance" boolean NOT NULL,
	"has_business_license" boolean NOT NULL,
	"additional_info" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_applications_full_name_check" CHECK (char_length("instructor_applications"."full_name") >= 2),
	CONSTRAINT "instructor_applications_phone_check" CHECK (char_length("instructor_applications"."phone") >= 10),
	CONSTRAINT "instructor_applications_address_check" CHECK (char_length("instructor_applications"."address") >= 10),
	CONSTRAINT "instructor_applications_postcode_check" CHECK (char_length("instructor_applications"."postcode") >= 5),
	CONSTRAINT "instructor_applications_adi_check" CHECK (char_length("instructor_applications"."adi_number") >= 6),
	CONSTRAINT "instructor_applications_experience_check" CHECK (experience_years IN ('less-than-1', '1-2', '3-5', '6-10', '10-plus')),
	CONSTRAINT "instructor_applications_rate_check" CHECK (hourly_rate IN ('25-30', '30-35', '35-40', '40-plus')),
	CONSTRAINT "instructor_applications_work_hours_check" CHECK (work_hours IN ('mornings', 'afternoons', 'evenings', 'flexible')),
	CONSTRAINT "instructor_applications_flexibility_check" CHECK (flexibility IN ('very-flexible', 'flexible', 'moderate', 'structured')),
	CONSTRAINT "instructor_applications_vehicle_check" CHECK (vehicle_type IN ('manual', 'automatic', 'both')),
	CONSTRAINT "instructor_applications_areas_check" CHECK (cardinality("instructor_applications"."areas_worked") >= 1),
	CONSTRAINT "instructor_applications_days_check" CHECK (cardinality("instructor_applications"."work_days") BETWEEN 1 AND 7),
	CONSTRAINT "instructor_applications_confirmations_check" CHECK ("instructor_applications"."has_insurance" AND "instructor_applications"."has_business_license"),
	CONSTRAINT "instructor_applications_status_check" CHECK (status IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "instructor_applications_reviewed_check" CHECK (("instructor_applications"."status" = 'pending') = ("instructor_applications"."reviewed_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "instructor_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip_address" text,
	CONSTRAINT "instructor_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "instructor_sessions_expiry_check" CHECK ("instructor_sessions"."expires_at" > "instructor_sessions"."created_at")
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructors_email_unique" UNIQUE("email"),
	CONSTRAINT "instructors_email_lower_check" CHECK ("instructors"."email" = lower("instructors"."email")),
	CONSTRAINT "instructors_password_hash_check" CHECK ("instructors"."password_hash" LIKE '$argon2id$%')
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contacted_at" timestamp with time zone,
	CONSTRAINT "leads_source_check" CHECK (source IN ('lead_popup', 'lead_magnet')),
	CONSTRAINT "leads_email_check" CHECK (position('@' in "leads"."email") > 1)
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer,
	"student_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"booked_duration_minutes" integer DEFAULT 120 NOT NULL,
	"actual_duration_minutes" integer,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"notes" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_status_check" CHECK (status IN ('scheduled', 'completed', 'cancelled')),
	CONSTRAINT "lessons_booked_duration_check" CHECK ("lessons"."booked_duration_minutes" BETWEEN 15 AND 480),
	CONSTRAINT "lessons_actual_duration_check" CHECK ("lessons"."actual_duration_minutes" IS NULL OR "lessons"."actual_duration_minutes" BETWEEN 1 AND 480),
	CONSTRAINT "lessons_ends_at_check" CHECK ("lessons"."ends_at" = "lessons"."starts_at" + make_interval(mins => "lessons"."booked_duration_minutes")),
	CONSTRAINT "lessons_completed_check" CHECK (("lessons"."status" = 'completed') = ("lessons"."completed_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"sender_role" text NOT NULL,
	"content" text NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_sender_role_check" CHECK (sender_role IN ('instructor', 'student')),
	CONSTRAINT "messages_content_check" CHECK (char_length(btrim("messages"."content")) BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE TABLE "network_partner_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"lesson_type" text NOT NULL,
	"preferred_dates" date[] NOT NULL,
	"additional_requirements" text,
	"urgency_level" text DEFAULT 'standard' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"allocated_instructor_id" integer,
	"estimated_response_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "network_partner_requests_full_name_check" CHECK (char_length("network_partner_requests"."full_name") >= 2),
	CONSTRAINT "network_partner_requests_phone_check" CHECK (char_length("network_partner_requests"."phone") >= 10),
	CONSTRAINT "network_partner_requests_lesson_type_check" CHECK (lesson_type IN ('manual', 'earlier_availability')),
	CONSTRAINT "network_partner_requests_urgency_check" CHECK (urgency_level IN ('standard', 'urgent')),
	CONSTRAINT "network_partner_requests_status_check" CHECK (status IN ('pending', 'contacted', 'allocated', 'closed')),
	CONSTRAINT "network_partner_requests_dates_check" CHECK (cardinality("network_partner_requests"."preferred_dates") BETWEEN 1 AND 14)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body_text" text NOT NULL,
	"body_html" text,
	"kind" text NOT NULL,
	"attachments" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_message_id" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_channel_check" CHECK (channel IN ('email', 'sms', 'whatsapp')),
	CONSTRAINT "outbox_status_check" CHECK (status IN ('pending', 'sent', 'failed', 'not_configured')),
	CONSTRAINT "outbox_attempts_check" CHECK ("outbox"."attempts" >= 0),
	CONSTRAINT "outbox_sent_check" CHECK (("outbox"."status" = 'sent') = ("outbox"."sent_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"package_type" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_pence" integer NOT NULL,
	"total_minutes" integer NOT NULL,
	"lessons" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT 'Professional driving instruction' NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"is_single_lesson" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_package_type_check" CHECK ("packages"."package_type" ~ '^[a-z0-9_]{2,40}$'),
	CONSTRAINT "packages_price_check" CHECK ("packages"."price_pence" > 0 AND "packages"."price_pence" <= 1000000),
	CONSTRAINT "packages_total_minutes_check" CHECK ("packages"."total_minutes" > 0 AND "packages"."total_minutes" % 15 = 0),
	CONSTRAINT "packages_lessons_check" CHECK ("packages"."lessons" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"booking_id" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_unique" UNIQUE("provider","event_id"),
	CONSTRAINT "payment_webhook_events_provider_check" CHECK (provider IN ('stripe', 'woocommerce'))
);
--> statement-breakpoint
CREATE TABLE "progress_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer,
	"student_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"skills_practiced" text[] DEFAULT '{}'::text[] NOT NULL,
	"areas_to_improve" text,
	"instructor_notes" text DEFAULT '' NOT NULL,
	"overall_assessment" text DEFAULT 'good' NOT NULL,
	"homework_assigned" text,
	"next_lesson_focus" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_notes_assessment_check" CHECK (overall_assessment IN ('excellent', 'good', 'steady', 'needs_practice')),
	CONSTRAINT "progress_notes_skills_count_check" CHECK (cardinality("progress_notes"."skills_practiced") <= 50)
);
--> statement-breakpoint
CREATE TABLE "reminder_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer,
	"student_id" integer NOT NULL,
	"reminder_kind" text NOT NULL,
	"reminder_type" text NOT NULL,
	"delivery_method" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text,
	"error_message" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_log_kind_check" CHECK (reminder_kind IN ('24h', '2h', 'test')),
	CONSTRAINT "reminder_log_type_check" CHECK (reminder_type IN ('sms', 'whatsapp', 'email', 'none')),
	CONSTRAINT "reminder_log_delivery_method_check" CHECK (delivery_method IN ('email', 'sms', 'whatsapp')),
	CONSTRAINT "reminder_log_status_check" CHECK (status IN ('sent', 'failed')),
	CONSTRAINT "reminder_log_test_has_no_lesson_check" CHECK (("reminder_log"."reminder_kind" = 'test') = ("reminder_log"."lesson_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "reminder_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"reminder_type" text DEFAULT 'sms' NOT NULL,
	"lesson_reminder_24h" boolean DEFAULT true NOT NULL,
	"lesson_reminder_2h" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_preferences_student_unique" UNIQUE("student_id"),
	CONSTRAINT "reminder_preferences_type_check" CHECK (reminder_type IN ('sms', 'whatsapp', 'email', 'none'))
);
--> statement-breakpoint
CREATE TABLE "school_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"pass_rate_percent" integer DEFAULT 85 NOT NULL,
	"default_reminder_type" text DEFAULT 'sms' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_settings_single_row_check" CHECK ("school_settings"."id" = 1),
	CONSTRAINT "school_settings_pass_rate_check" CHECK ("school_settings"."pass_rate_percent" BETWEEN 0 AND 100),
	CONSTRAINT "school_settings_reminder_type_check" CHECK (default_reminder_type IN ('sms', 'whatsapp', 'email', 'none'))
);
--> statement-breakpoint
CREATE TABLE "student_access_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "student_access_tokens_token_unique" UNIQUE("token"),
	CONSTRAINT "student_access_tokens_token_length_check" CHECK (char_length("student_access_tokens"."token") >= 22),
	CONSTRAINT "student_access_tokens_expiry_check" CHECK ("student_access_tokens"."expires_at" > "student_access_tokens"."created_at")
);
--> statement-breakpoint
CREATE TABLE "time_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_slots_duration_check" CHECK ("time_slots"."duration_minutes" IN (60, 90, 120)),
	CONSTRAINT "time_slots_ends_at_check" CHECK ("time_slots"."ends_at" = "time_slots"."starts_at" + make_interval(mins => "time_slots"."duration_minutes"))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"full_name" text NOT NULL,
	"role" text DEFAULT 'student' NOT NULL,
	"driving_experience" text,
	"source" text DEFAULT 'booking' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email") AND position('@' in "users"."email") > 1),
	CONSTRAINT "users_full_name_check" CHECK (char_length("users"."full_name") BETWEEN 2 AND 200),
	CONSTRAINT "users_role_check" CHECK (role IN ('student')),
	CONSTRAINT "users_source_check" CHECK (source IN ('booking', 'manual', 'demo')),
	CONSTRAINT "users_driving_experience_check" CHECK (driving_experience IS NULL OR driving_experience IN ('beginner', 'some_experience', 'previous_fail', 'refresher'))
);
--> statement-breakpoint
ALTER TABLE "alternative_time_offers" ADD CONSTRAINT "alternative_time_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_slots" ADD CONSTRAINT "booking_slots_time_slot_id_time_slots_id_fk" FOREIGN KEY ("time_slot_id") REFERENCES "public"."time_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_package_type_packages_package_type_fk" FOREIGN KEY ("package_type") REFERENCES "public"."packages"("package_type") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD CONSTRAINT "instructor_applications_reviewed_by_instructors_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_sessions" ADD CONSTRAINT "instructor_sessions_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_partner_requests" ADD CONSTRAINT "network_partner_requests_allocated_instructor_id_instructors_id_fk" FOREIGN KEY ("allocated_instructor_id") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_log" ADD CONSTRAINT "reminder_log_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_log" ADD CONSTRAINT "reminder_log_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD CONSTRAINT "reminder_preferences_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_access_tokens" ADD CONSTRAINT "student_access_tokens_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alternative_time_offers_booking_idx" ON "alternative_time_offers" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_slots_active_hold_unique" ON "booking_slots" USING btree ("time_slot_id") WHERE released_at IS NULL;--> statement-breakpoint
CREATE INDEX "booking_slots_booking_idx" ON "booking_slots" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_student_idx" ON "bookings" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_woo_commerce_order_unique" ON "bookings" USING btree ("woo_commerce_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_stripe_payment_intent_unique" ON "bookings" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "instructor_applications_created_idx" ON "instructor_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "instructor_sessions_instructor_idx" ON "instructor_sessions" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lessons_student_idx" ON "lessons" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "lessons_starts_at_idx" ON "lessons" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "lessons_booking_idx" ON "lessons" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("student_id","instructor_id","created_at");--> statement-breakpoint
CREATE INDEX "network_partner_requests_created_idx" ON "network_partner_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "progress_notes_student_idx" ON "progress_notes" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_log_lesson_kind_unique" ON "reminder_log" USING btree ("lesson_id","reminder_kind") WHERE lesson_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "student_access_tokens_student_idx" ON "student_access_tokens" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "time_slots_starts_at_idx" ON "time_slots" USING btree ("starts_at");