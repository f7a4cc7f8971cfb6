CREATE TYPE "public"."guarantee_tier" AS ENUM('SILVER', 'GOLD', 'PLATINUM');--> statement-breakpoint
CREATE TYPE "public"."model_category" AS ENUM('smartphone', 'tablet', 'notebook', 'camera');--> statement-breakpoint
CREATE TYPE "public"."warehouse_status" AS ENUM('available', 'incoming', 'callForAvailability', 'notAvailable', 'notSpecified');--> statement-breakpoint
CREATE TYPE "public"."contract_item_kind" AS ENUM('product', 'accessory', 'service');--> statement-breakpoint
CREATE TYPE "public"."contract_product_status" AS ENUM('none', 'created', 'shipmentPreparation', 'sent', 'inActivation', 'active', 'closing', 'closed', 'finished');--> statement-breakpoint
CREATE TYPE "public"."contract_status" AS ENUM('draft', 'draft_with_notes', 'created', 'preApprovated', 'approvated', 'refused', 'missingDocs', 'documentationOk', 'sent', 'refusedByCustomer', 'contractAccepted', 'inActivation', 'active', 'closing', 'closed', 'finished', 'error');--> statement-breakpoint
CREATE TYPE "public"."contract_type" AS ENUM('purchase', 'flex', 'plus');--> statement-breakpoint
CREATE TYPE "public"."credit_outcome" AS ENUM('preApprovated', 'missingDocs', 'refused', 'error');--> statement-breakpoint
CREATE TYPE "public"."shipping_mode" AS ENUM('registeredOffice', 'multipleDestinations', 'pickup');--> statement-breakpoint
CREATE SEQUENCE "public"."contract_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "accessories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accessories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"part_number" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accessories_part_number_unique" UNIQUE("part_number")
);
--> statement-breakpoint
CREATE TABLE "business_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_it" text NOT NULL,
	"name_en" text NOT NULL,
	CONSTRAINT "business_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "credit_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "credit_providers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "families" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "families_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"image_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "families_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "financing_durations" (
	"months" integer PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guarantee_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guarantee_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tier" "guarantee_tier" NOT NULL,
	"category" "model_category" NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"terms" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_accessories" (
	"model_id" integer NOT NULL,
	"accessory_id" integer NOT NULL,
	CONSTRAINT "model_accessories_model_id_accessory_id_pk" PRIMARY KEY("model_id","accessory_id")
);
--> statement-breakpoint
CREATE TABLE "product_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"part_number" text NOT NULL,
	"ean" text,
	"icecat_id" text,
	"has_s3_data" boolean DEFAULT false NOT NULL,
	"warehouse_status" "warehouse_status" DEFAULT 'notSpecified' NOT NULL,
	"category" "model_category" NOT NULL,
	"list_price" numeric(12, 2) NOT NULL,
	"flex_eligible" boolean DEFAULT false NOT NULL,
	"image_key" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_models_part_number_unique" UNIQUE("part_number")
);
--> statement-breakpoint
CREATE TABLE "rate_factors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_factors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"duration_months" integer NOT NULL,
	"band_max" numeric(12, 2),
	"factor" numeric(10, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_id" integer NOT NULL,
	"created_by_id" integer,
	"name" text NOT NULL,
	"vat_number" text NOT NULL,
	"fiscal_code" text,
	"pec" text,
	"iban" text,
	"address" text,
	"postal_code" text,
	"municipality" text,
	"province" text,
	"phone" text,
	"email" text,
	"employees" integer,
	"business_type_id" integer,
	"incorporation_date" date,
	"company_solidity" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_registry" (
	"vat_number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"fiscal_code" text,
	"pec" text,
	"address" text,
	"postal_code" text,
	"municipality" text,
	"province" text,
	"phone" text,
	"email" text,
	"employees" integer,
	"business_type_code" text,
	"incorporation_date" date,
	"company_solidity" integer
);
--> statement-breakpoint
CREATE TABLE "contract_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"kind" "contract_item_kind" NOT NULL,
	"model_id" integer,
	"accessory_id" integer,
	"service_id" integer,
	"parent_item_id" integer,
	"quantity" integer NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"status" "contract_product_status" DEFAULT 'none' NOT NULL,
	"part_number" text NOT NULL,
	"serial_number" text,
	"ddt_date" date,
	"ddt_number" text,
	"destination_id" integer
);
--> statement-breakpoint
CREATE TABLE "contract_signers" (
	"contract_id" integer NOT NULL,
	"signer_id" integer NOT NULL,
	CONSTRAINT "contract_signers_contract_id_signer_id_pk" PRIMARY KEY("contract_id","signer_id")
);
--> statement-breakpoint
CREATE TABLE "contract_status_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"from_status" "contract_status",
	"to_status" "contract_status" NOT NULL,
	"changed_by_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"agency_id" integer NOT NULL,
	"created_by_id" integer,
	"company_id" integer,
	"provider_id" integer NOT NULL,
	"contract_type" "contract_type" NOT NULL,
	"duration_months" integer NOT NULL,
	"status" "contract_status" NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"products_amount" numeric(14, 2) NOT NULL,
	"accessories_amount" numeric(14, 2) NOT NULL,
	"services_amount" numeric(14, 2) NOT NULL,
	"shipping_cost" numeric(14, 2) NOT NULL,
	"financed_amount" numeric(14, 2) NOT NULL,
	"monthly_payment" numeric(14, 2) NOT NULL,
	"total_value" numeric(14, 2) NOT NULL,
	"commission_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"shipping_mode" "shipping_mode" NOT NULL,
	"notes" text,
	"review_notes" text,
	"dossier_cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status_change_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closing_date" date,
	CONSTRAINT "contracts_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "credit_decisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_decisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"provider_code" text NOT NULL,
	"dossier_id" text,
	"outcome" "credit_outcome" NOT NULL,
	"score" integer,
	"reason" text NOT NULL,
	"details" jsonb,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_destinations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipping_destinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"contact_name" text NOT NULL,
	"phone" text,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"town" text NOT NULL,
	"province" text NOT NULL,
	"units" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"role" text NOT NULL,
	"fiscal_code" text NOT NULL,
	"birth_date" date,
	"country" text,
	"province" text,
	"town" text,
	"document_type" text,
	"document_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_order_units" (
	"order_id" integer NOT NULL,
	"contract_product_id" integer NOT NULL,
	CONSTRAINT "supplier_order_units_order_id_contract_product_id_pk" PRIMARY KEY("order_id","contract_product_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_code" text NOT NULL,
	"order_number" text NOT NULL,
	"order_date" date NOT NULL,
	"supplier_price" numeric(14, 2) NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "model_accessories" ADD CONSTRAINT "model_accessories_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_accessories" ADD CONSTRAINT "model_accessories_accessory_id_accessories_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_models" ADD CONSTRAINT "product_models_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_factors" ADD CONSTRAINT "rate_factors_provider_id_credit_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."credit_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_factors" ADD CONSTRAINT "rate_factors_duration_months_financing_durations_months_fk" FOREIGN KEY ("duration_months") REFERENCES "public"."financing_durations"("months") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_business_type_id_business_types_id_fk" FOREIGN KEY ("business_type_id") REFERENCES "public"."business_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_accessory_id_accessories_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_service_id_guarantee_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."guarantee_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_items" ADD CONSTRAINT "contract_items_parent_item_id_contract_items_id_fk" FOREIGN KEY ("parent_item_id") REFERENCES "public"."contract_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_products" ADD CONSTRAINT "contract_products_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_products" ADD CONSTRAINT "contract_products_item_id_contract_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."contract_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_products" ADD CONSTRAINT "contract_products_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_products" ADD CONSTRAINT "contract_products_destination_id_shipping_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."shipping_destinations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_signer_id_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_status_history" ADD CONSTRAINT "contract_status_history_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_status_history" ADD CONSTRAINT "contract_status_history_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_provider_id_credit_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."credit_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_duration_months_financing_durations_months_fk" FOREIGN KEY ("duration_months") REFERENCES "public"."financing_durations"("months") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_decisions" ADD CONSTRAINT "credit_decisions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_destinations" ADD CONSTRAINT "shipping_destinations_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signers" ADD CONSTRAINT "signers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_order_units" ADD CONSTRAINT "supplier_order_units_order_id_supplier_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."supplier_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_order_units" ADD CONSTRAINT "supplier_order_units_contract_product_id_contract_products_id_fk" FOREIGN KEY ("contract_product_id") REFERENCES "public"."contract_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_orders" ADD CONSTRAINT "supplier_orders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guarantee_services_tier_category_idx" ON "guarantee_services" USING btree ("tier","category");--> statement-breakpoint
CREATE INDEX "model_accessories_accessory_idx" ON "model_accessories" USING btree ("accessory_id");--> statement-breakpoint
CREATE INDEX "product_models_family_idx" ON "product_models" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_factors_band_idx" ON "rate_factors" USING btree ("provider_id","duration_months","band_max");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_agency_vat_idx" ON "companies" USING btree ("agency_id","vat_number");--> statement-breakpoint
CREATE INDEX "companies_created_by_idx" ON "companies" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "contract_items_contract_idx" ON "contract_items" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_products_contract_idx" ON "contract_products" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "contract_products_serial_idx" ON "contract_products" USING btree ("serial_number");--> statement-breakpoint
CREATE INDEX "contract_status_history_contract_idx" ON "contract_status_history" USING btree ("contract_id","changed_at");--> statement-breakpoint
CREATE INDEX "contracts_agency_created_idx" ON "contracts" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_created_by_idx" ON "contracts" USING btree ("created_by_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_company_idx" ON "contracts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status","archived");--> statement-breakpoint
CREATE INDEX "contracts_created_idx" ON "contracts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credit_decisions_contract_idx" ON "credit_decisions" USING btree ("contract_id","decided_at");--> statement-breakpoint
CREATE INDEX "shipping_destinations_contract_idx" ON "shipping_destinations" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "signers_company_idx" ON "signers" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_order_units_product_idx" ON "supplier_order_units" USING btree ("contract_product_id");--> statement-breakpoint
CREATE INDEX "supplier_orders_contract_idx" ON "supplier_orders" USING btree ("contract_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;