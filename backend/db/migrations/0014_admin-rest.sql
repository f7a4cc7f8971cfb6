ALTER TABLE "accessories" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "guarantee_services" ADD COLUMN "active" boolean DEFAULT true NOT NULL;