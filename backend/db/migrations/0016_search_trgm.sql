-- "Contains" searches of the contracts and customers lists (ILIKE '%q%' on the
-- contract number and the company's name, VAT number and town) by trigram
-- index. pg_trgm is a trusted extension on PostgreSQL 13+ (the database's
-- owner may create it); PGlite loads it in backend/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_vat_trgm_idx" ON "companies" USING gin ("vat_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_municipality_trgm_idx" ON "companies" USING gin ("municipality" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contracts_number_trgm_idx" ON "contracts" USING gin ("number" gin_trgm_ops);
