CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"purchase_id" integer,
	"booking_id" integer,
	"amount_pence" integer NOT NULL,
	"method" text NOT NULL,
	"paid_on" date NOT NULL,
	"reason" text,
	"external_reference" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" integer,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_pence" <> 0 AND "payments"."amount_pence" BETWEEN -1000000 AND 1000000),
	CONSTRAINT "payments_method_check" CHECK (method IN ('bank_transfer', 'cash', 'card', 'portal', 'shop', 'other')),
	CONSTRAINT "payments_reason_check" CHECK (("payments"."amount_pence" > 0 OR char_length(btrim(coalesce("payments"."reason", ''))) > 0) AND char_length(coalesce("payments"."reason", '')) <= 500)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"booking_id" integer,
	"package_type" text,
	"description" text NOT NULL,
	"minutes" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_minutes_check" CHECK ("purchases"."minutes" > 0 AND "purchases"."minutes" <= 12000 AND "purchases"."minutes" % 15 = 0),
	CONSTRAINT "purchases_price_check" CHECK ("purchases"."price_pence" >= 0 AND "purchases"."price_pence" <= 1000000),
	CONSTRAINT "purchases_description_check" CHECK (char_length(btrim("purchases"."description")) BETWEEN 1 AND 200)
);
--> statement-breakpoint
ALTER TABLE "lessons" DROP CONSTRAINT "lessons_status_check";--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "charged_minutes" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_instructors_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_package_type_packages_package_type_fk" FOREIGN KEY ("package_type") REFERENCES "public"."packages"("package_type") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "payments_student_idx" ON "payments" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_external_reference_unique" ON "payments" USING btree ("external_reference");--> statement-breakpoint
CREATE INDEX "purchases_student_idx" ON "purchases" USING btree ("student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_booking_unique" ON "purchases" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lessons_purchase_idx" ON "lessons" USING btree ("purchase_id");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_charged_minutes_check" CHECK ("lessons"."charged_minutes" IS NULL OR ("lessons"."status" IN ('cancelled', 'no_show') AND "lessons"."charged_minutes" BETWEEN 0 AND "lessons"."booked_duration_minutes"));--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_status_check" CHECK (status IN ('scheduled', 'completed', 'cancelled', 'no_show'));--> statement-breakpoint
-- The ledger from what the school already holds (docs/decisions/0018-ledger.md): each approved or
-- completed booking is a purchase of its package's hours at the amount it was booked for; each paid
-- booking a payment of that amount on the day it was paid; each lesson of a booking uses that
-- booking's purchase. Nothing changes its amount; pending, rejected, cancelled and expired bookings
-- were never owed, and a payment made for one stays as money received.
INSERT INTO "purchases" ("instructor_id", "student_id", "booking_id", "package_type", "description", "minutes", "price_pence", "purchased_at", "created_at")
SELECT coalesce(b."instructor_id", (SELECT min(i."id") FROM "instructors" i)), b."student_id", b."id", b."package_type", p."name", p."total_minutes", b."total_amount_pence", coalesce(b."responded_at", b."requested_at"), b."created_at"
FROM "bookings" b
JOIN "packages" p ON p."package_type" = b."package_type"
WHERE b."status" IN ('approved', 'completed')
  AND EXISTS (SELECT 1 FROM "instructors");
--> statement-breakpoint
INSERT INTO "payments" ("instructor_id", "student_id", "purchase_id", "booking_id", "amount_pence", "method", "paid_on", "external_reference", "recorded_at")
SELECT coalesce(b."instructor_id", (SELECT min(i."id") FROM "instructors" i)), b."student_id", pu."id", b."id", b."total_amount_pence",
  CASE b."payment_method" WHEN 'card' THEN 'card' WHEN 'bank_transfer' THEN 'bank_transfer' WHEN 'portal' THEN 'portal' WHEN 'shop' THEN 'shop' WHEN 'in_person' THEN 'cash' ELSE 'other' END,
  (b."paid_at" AT TIME ZONE 'Europe/London')::date,
  coalesce(b."stripe_payment_intent_id", CASE WHEN b."woo_commerce_order_id" IS NULL THEN NULL ELSE 'shop:' || b."woo_commerce_order_id" END),
  b."paid_at"
FROM "bookings" b
LEFT JOIN "purchases" pu ON pu."booking_id" = b."id"
WHERE b."payment_status" = 'paid' AND b."total_amount_pence" > 0
  AND EXISTS (SELECT 1 FROM "instructors");
--> statement-breakpoint
UPDATE "lessons" l SET "purchase_id" = pu."id"
FROM "purchases" pu
WHERE pu."booking_id" = l."booking_id";
--> statement-breakpoint
-- A learner's late cancellation kept half the lesson's fee: it keeps half its hours used.
UPDATE "lessons" l SET "charged_minutes" = l."booked_duration_minutes" / 2
WHERE l."status" = 'cancelled' AND EXISTS (
  SELECT 1 FROM "lesson_changes" c
  WHERE c."lesson_id" = l."id" AND c."kind" = 'cancel' AND c."status" = 'applied' AND c."forfeit_pence" > 0
);
