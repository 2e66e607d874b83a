CREATE TABLE "instructor_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"direction" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reverses_settlement_id" integer,
	CONSTRAINT "instructor_settlements_direction_check" CHECK (direction IN ('to_instructor', 'to_school')),
	CONSTRAINT "instructor_settlements_amount_check" CHECK ("instructor_settlements"."amount_pence" <> 0 AND "instructor_settlements"."amount_pence" BETWEEN -10000000 AND 10000000 AND ("instructor_settlements"."amount_pence" > 0) = ("instructor_settlements"."reverses_settlement_id" IS NULL)),
	CONSTRAINT "instructor_settlements_reference_check" CHECK (char_length(btrim("instructor_settlements"."reference")) BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "school_turnover_basis_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"basis" text NOT NULL,
	"from_date" date NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_turnover_basis_changes_basis_check" CHECK (basis IN ('agent', 'principal'))
);
--> statement-breakpoint
ALTER TABLE "instructor_settlements" ADD CONSTRAINT "instructor_settlements_instructor_id_instructors_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_settlements" ADD CONSTRAINT "instructor_settlements_recorded_by_instructors_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_settlements" ADD CONSTRAINT "instructor_settlements_reverses_settlement_id_instructor_settlements_id_fk" FOREIGN KEY ("reverses_settlement_id") REFERENCES "public"."instructor_settlements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_turnover_basis_changes" ADD CONSTRAINT "school_turnover_basis_changes_changed_by_instructors_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."instructors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instructor_settlements_instructor_idx" ON "instructor_settlements" USING btree ("instructor_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "instructor_settlements_reverses_unique" ON "instructor_settlements" USING btree ("reverses_settlement_id");--> statement-breakpoint
-- An undo reverses exactly the transfer it names: the same instructor and direction, the amount
-- negated, never an undo itself (the unique index lets each transfer be undone once, whoever
-- races). docs/decisions/0062-settling-up-and-whose-turnover.md
CREATE FUNCTION "instructor_settlements_reversal_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  original RECORD;
BEGIN
  IF NEW.reverses_settlement_id IS NULL THEN
    RETURN NEW;
  END IF;
  SELECT instructor_id, direction, amount_pence, reverses_settlement_id INTO original
    FROM instructor_settlements WHERE id = NEW.reverses_settlement_id;
  IF NOT FOUND OR original.reverses_settlement_id IS NOT NULL OR original.amount_pence <= 0
     OR original.instructor_id <> NEW.instructor_id OR original.direction <> NEW.direction
     OR NEW.amount_pence <> -original.amount_pence THEN
    RAISE EXCEPTION 'an undo must negate a transfer of the same instructor and direction'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'instructor_settlements_reversal_matches';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "instructor_settlements_reversal_matches"
  BEFORE INSERT OR UPDATE OF "reverses_settlement_id", "amount_pence", "instructor_id", "direction" ON "instructor_settlements"
  FOR EACH ROW EXECUTE FUNCTION "instructor_settlements_reversal_matches"();
