CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer,
	"student_id" integer,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_pushed_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint"),
	CONSTRAINT "push_subscriptions_owner_check" CHECK (("push_subscriptions"."instructor_id" IS NULL) <> ("push_subscriptions"."student_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "vapid_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vapid_keys_single_row_check" CHECK ("vapid_keys"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_channel_check";--> statement-breakpoint
ALTER TABLE "reminder_log" DROP CONSTRAINT "reminder_log_delivery_method_check";--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "agenda_time" text;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "agenda_channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "agenda_sent_on" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "chat_notice_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_instructor_idx" ON "push_subscriptions" USING btree ("instructor_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_student_idx" ON "push_subscriptions" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_agenda_time_check" CHECK ("instructors"."agenda_time" IS NULL OR "instructors"."agenda_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_agenda_channel_check" CHECK (agenda_channel IN ('push', 'email'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_check" CHECK (channel IN ('email', 'sms', 'whatsapp', 'push'));--> statement-breakpoint
ALTER TABLE "reminder_log" ADD CONSTRAINT "reminder_log_delivery_method_check" CHECK (delivery_method IN ('email', 'sms', 'whatsapp', 'push'));