ALTER TABLE "contract_status_history" ADD COLUMN "provider_change" jsonb;--> statement-breakpoint
ALTER TABLE "contract_status_history" ADD COLUMN "credit_decision_id" integer;--> statement-breakpoint
ALTER TABLE "credit_decisions" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "contract_status_history" ADD CONSTRAINT "contract_status_history_credit_decision_id_credit_decisions_id_fk" FOREIGN KEY ("credit_decision_id") REFERENCES "public"."credit_decisions"("id") ON DELETE set null ON UPDATE no action;