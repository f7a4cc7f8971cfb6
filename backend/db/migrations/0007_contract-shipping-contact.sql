-- SPEC §3 shipping contact and shipping address of a contract: who receives the
-- goods at the registered office (or collects them), kept with the contract.
ALTER TABLE "contracts" ADD COLUMN "shipping_contact_name" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "shipping_contact_phone" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "shipping_contact_email" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "shipping_address" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "shipping_postal_code" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "shipping_town" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "shipping_province" text;