ALTER TYPE "public"."ticket_event" ADD VALUE 'note';--> statement-breakpoint
ALTER TYPE "public"."ticket_event" ADD VALUE 'offer';--> statement-breakpoint
ALTER TYPE "public"."ticket_event" ADD VALUE 'offerAccepted';--> statement-breakpoint
ALTER TYPE "public"."ticket_event" ADD VALUE 'offerDeclined';--> statement-breakpoint
ALTER TYPE "public"."ticket_event" ADD VALUE 'offerConfirmed';--> statement-breakpoint
ALTER TABLE "contract_products" ADD COLUMN "guarantee_tier" "guarantee_tier";--> statement-breakpoint
ALTER TABLE "contract_status_history" ADD COLUMN "guarantee_change" jsonb;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "offer" jsonb;