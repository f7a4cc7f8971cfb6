CREATE TYPE "public"."end_of_term_outcome" AS ENUM('return', 'extend', 'upgrade');--> statement-breakpoint
CREATE TABLE "contract_end_of_term" (
	"contract_id" integer PRIMARY KEY NOT NULL,
	"outcome" "end_of_term_outcome" NOT NULL,
	"chosen_by_id" integer,
	"chosen_at" timestamp with time zone NOT NULL,
	"extension_months" integer,
	"extension_monthly_payment" numeric(14, 2),
	"replacement_contract_id" integer
);
--> statement-breakpoint
CREATE TABLE "end_of_term_reminders" (
	"contract_id" integer NOT NULL,
	"days_before" integer NOT NULL,
	"user_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "end_of_term_reminders_contract_id_days_before_user_id_pk" PRIMARY KEY("contract_id","days_before","user_id")
);
--> statement-breakpoint
ALTER TABLE "contract_status_history" ADD COLUMN "end_of_term" jsonb;--> statement-breakpoint
ALTER TABLE "contract_end_of_term" ADD CONSTRAINT "contract_end_of_term_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_end_of_term" ADD CONSTRAINT "contract_end_of_term_chosen_by_id_users_id_fk" FOREIGN KEY ("chosen_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_end_of_term" ADD CONSTRAINT "contract_end_of_term_replacement_contract_id_contracts_id_fk" FOREIGN KEY ("replacement_contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_of_term_reminders" ADD CONSTRAINT "end_of_term_reminders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "end_of_term_reminders" ADD CONSTRAINT "end_of_term_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_end_of_term_replacement_idx" ON "contract_end_of_term" USING btree ("replacement_contract_id");--> statement-breakpoint
CREATE INDEX "contract_end_of_term_outcome_idx" ON "contract_end_of_term" USING btree ("outcome");--> statement-breakpoint
-- The end of term's tunables (docs/domain.md, "End of term"); admins may change them later.
INSERT INTO "system_parameters" ("key", "value") VALUES
	('endOfTermNoticeDays', 90),
	('endOfTermReminder1Days', 60),
	('endOfTermReminder2Days', 30),
	('endOfTermReminder3Days', 7),
	('endOfTermResidualPercent', 20)
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
-- The Italian working day on or before a day: core/end-of-term/dates.ts previousWorkingDay
-- (weekends, the fixed national holidays, Easter Monday by the anonymous Gregorian algorithm).
CREATE OR REPLACE FUNCTION end_of_term_working_day_before(d date) RETURNS date LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	day date := d;
	y int; a int; b int; c int; dd int; e int; f int; g int; h int; i int; k int; l int; m int;
	easter_monday date;
BEGIN
	LOOP
		y := extract(year FROM day)::int;
		a := y % 19; b := y / 100; c := y % 100; dd := b / 4; e := b % 4; f := (b + 8) / 25; g := (b - f + 1) / 3;
		h := (19 * a + b - dd - g + 15) % 30; i := c / 4; k := c % 4; l := (32 + 2 * e + 2 * i - h - k) % 7; m := (a + 11 * h + 22 * l) / 451;
		easter_monday := make_date(y, (h + l - 7 * m + 114) / 31, ((h + l - 7 * m + 114) % 31) + 1) + 1;
		EXIT WHEN extract(isodow FROM day) < 6
			AND to_char(day, 'MM-DD') NOT IN ('01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26')
			AND day <> easter_monday;
		day := day - 1;
	END LOOP;
	RETURN day;
END
$$;--> statement-breakpoint
-- The end date (start + months, a month end kept at the month's end) and the notice deadline: core/end-of-term/dates.ts.
CREATE OR REPLACE FUNCTION end_of_term_end(start date, months int) RETURNS date LANGUAGE sql IMMUTABLE AS $$
	SELECT (start + make_interval(months => months))::date
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION end_of_term_deadline(start date, months int, notice_days int) RETURNS date LANGUAGE sql IMMUTABLE AS $$
	SELECT end_of_term_working_day_before(end_of_term_end(start, months) - notice_days)
$$;
