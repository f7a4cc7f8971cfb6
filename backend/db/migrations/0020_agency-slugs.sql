CREATE TABLE "agency_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "agency_slugs" ADD CONSTRAINT "agency_slugs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agency_slugs_agency_idx" ON "agency_slugs" USING btree ("agency_id","given_at");