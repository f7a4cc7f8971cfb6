-- A contract keeps its own copy of the company and signers it was given
-- (docs/domain.md, "Company data"): copied here from the agency's records for
-- existing contracts before contract_signers goes.
ALTER TABLE "contracts" ADD COLUMN "company" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "company_vat_number" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "signers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "contracts" SET
  "company_name" = co."name",
  "company_vat_number" = co."vat_number",
  "company" = jsonb_build_object(
    'name', co."name", 'vatNumber', co."vat_number", 'fiscalCode', co."fiscal_code", 'pec', co."pec", 'iban', co."iban",
    'address', co."address", 'postalCode', co."postal_code", 'municipality', co."municipality", 'province', co."province",
    'phone', co."phone", 'email', co."email", 'employees', co."employees", 'businessTypeId', co."business_type_id",
    'incorporationDate', co."incorporation_date", 'companySolidity', co."company_solidity")
FROM "companies" co WHERE co."id" = "contracts"."company_id";--> statement-breakpoint
UPDATE "contracts" SET "signers" = named."list"
FROM (
  SELECT cs."contract_id", jsonb_agg(jsonb_build_object(
    'name', s."name", 'surname', s."surname", 'role', s."role", 'fiscalCode', s."fiscal_code", 'birthDate', s."birth_date",
    'country', s."country", 'province', s."province", 'town', s."town", 'documentType', s."document_type",
    'documentNumber', s."document_number") ORDER BY s."id") AS "list"
  FROM "contract_signers" cs JOIN "signers" s ON s."id" = cs."signer_id"
  GROUP BY cs."contract_id"
) named WHERE named."contract_id" = "contracts"."id";--> statement-breakpoint
DROP TABLE "contract_signers" CASCADE;--> statement-breakpoint
-- A self-registered customer was bound to the company row its sign-up made;
-- no agency confirmed that link, so it becomes a pending sign-up again.
ALTER TABLE "users" ADD COLUMN "signup_company" jsonb;--> statement-breakpoint
UPDATE "users" SET
  "signup_company" = jsonb_strip_nulls(jsonb_build_object(
    'name', co."name", 'vatNumber', co."vat_number", 'fiscalCode', co."fiscal_code", 'pec', co."pec", 'phone', co."phone",
    'address', co."address", 'postalCode', co."postal_code", 'municipality', co."municipality", 'province', co."province",
    'businessTypeId', co."business_type_id")),
  "company_id" = NULL
FROM "companies" co WHERE co."id" = "users"."company_id" AND co."created_by_id" IS NULL;
