-- Reference data every install needs (DESIGN §6, SPEC §9): financing
-- durations, credit providers with their rate factors, the guarantee tiers
-- per model category and the Italian business types. Demo products are not
-- here: they come from the demo seed. Admins may edit these rows later, so
-- every insert skips what already exists.
INSERT INTO "financing_durations" ("months") VALUES (24), (36), (48), (60)
ON CONFLICT ("months") DO NOTHING;
--> statement-breakpoint
INSERT INTO "credit_providers" ("code", "name") VALUES
	('GRENKE', 'GRENKE Locazione'),
	('BNP', 'BNP Paribas Leasing Solutions'),
	('DLL', 'DLL De Lage Landen Leasing')
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
-- Monthly payment = financed amount x factor. Bands: up to 5,000 EUR, up to
-- 25,000 EUR, above (band_max NULL). Bigger bands and longer terms get lower
-- factors, as leasing price lists do (about 9-10% a year in all).
INSERT INTO "rate_factors" ("provider_id", "duration_months", "band_max", "factor")
SELECT p."id", v."months", v."band_max", v."factor"
FROM (VALUES
	('GRENKE', 24, 5000.00, 0.046000), ('GRENKE', 24, 25000.00, 0.045200), ('GRENKE', 24, NULL, 0.044500),
	('GRENKE', 36, 5000.00, 0.032200), ('GRENKE', 36, 25000.00, 0.031500), ('GRENKE', 36, NULL, 0.030900),
	('GRENKE', 48, 5000.00, 0.025300), ('GRENKE', 48, 25000.00, 0.024700), ('GRENKE', 48, NULL, 0.024200),
	('GRENKE', 60, 5000.00, 0.021200), ('GRENKE', 60, 25000.00, 0.020700), ('GRENKE', 60, NULL, 0.020200),
	('BNP', 24, 5000.00, 0.046500), ('BNP', 24, 25000.00, 0.045500), ('BNP', 24, NULL, 0.044700),
	('BNP', 36, 5000.00, 0.032600), ('BNP', 36, 25000.00, 0.031800), ('BNP', 36, NULL, 0.031100),
	('BNP', 48, 5000.00, 0.025600), ('BNP', 48, 25000.00, 0.024900), ('BNP', 48, NULL, 0.024400),
	('BNP', 60, 5000.00, 0.021500), ('BNP', 60, 25000.00, 0.020900), ('BNP', 60, NULL, 0.020400),
	('DLL', 24, 5000.00, 0.045800), ('DLL', 24, 25000.00, 0.045000), ('DLL', 24, NULL, 0.044300),
	('DLL', 36, 5000.00, 0.032000), ('DLL', 36, 25000.00, 0.031300), ('DLL', 36, NULL, 0.030700),
	('DLL', 48, 5000.00, 0.025100), ('DLL', 48, 25000.00, 0.024500), ('DLL', 48, NULL, 0.024000),
	('DLL', 60, 5000.00, 0.021000), ('DLL', 60, 25000.00, 0.020500), ('DLL', 60, NULL, 0.020000)
) AS v("code", "months", "band_max", "factor")
JOIN "credit_providers" p ON p."code" = v."code"
WHERE NOT EXISTS (
	SELECT 1 FROM "rate_factors" r
	WHERE r."provider_id" = p."id" AND r."duration_months" = v."months" AND r."band_max" IS NOT DISTINCT FROM v."band_max"
);
--> statement-breakpoint
-- SPEC §9 guarantee tiers. The terms are data the portal shows as they are:
-- accidentalCoverYears null = unlimited; handlingFee per claim (upTo: a
-- ceiling rather than a flat fee; plusVat: VAT excluded); PLATINUM's first
-- two accidents are free; theft cover lasts at most 3 years, with a
-- deductible of up to 300 EUR after month 36. SPEC gives the GOLD fee for
-- phones, tablets and notebooks only; cameras take the notebook fee.
INSERT INTO "guarantee_services" ("tier", "category", "price", "terms")
SELECT v."tier"::"guarantee_tier", v."category"::"model_category", v."price", v."terms"::jsonb
FROM (VALUES
	('SILVER', 'smartphone', 49.00, '{"level":"basic","accidentalCoverYears":2,"freeAccidents":0,"handlingFee":{"amount":300,"upTo":true,"plusVat":false},"theft":{"maxCoverYears":3,"deductible":250,"deductibleAfterMonth36Max":300}}'),
	('SILVER', 'tablet', 59.00, '{"level":"basic","accidentalCoverYears":2,"freeAccidents":0,"handlingFee":{"amount":300,"upTo":true,"plusVat":false},"theft":{"maxCoverYears":3,"deductible":250,"deductibleAfterMonth36Max":300}}'),
	('SILVER', 'notebook', 79.00, '{"level":"basic","accidentalCoverYears":2,"freeAccidents":0,"handlingFee":{"amount":300,"upTo":true,"plusVat":false},"theft":{"maxCoverYears":3,"deductible":250,"deductibleAfterMonth36Max":300}}'),
	('SILVER', 'camera', 89.00, '{"level":"basic","accidentalCoverYears":2,"freeAccidents":0,"handlingFee":{"amount":300,"upTo":true,"plusVat":false},"theft":{"maxCoverYears":3,"deductible":250,"deductibleAfterMonth36Max":300}}'),
	('GOLD', 'smartphone', 89.00, '{"level":"extended","accidentalCoverYears":null,"freeAccidents":0,"handlingFee":{"amount":48,"upTo":false,"plusVat":true},"theft":{"maxCoverYears":3,"deductible":null,"deductibleAfterMonth36Max":300}}'),
	('GOLD', 'tablet', 99.00, '{"level":"extended","accidentalCoverYears":null,"freeAccidents":0,"handlingFee":{"amount":48,"upTo":false,"plusVat":true},"theft":{"maxCoverYears":3,"deductible":null,"deductibleAfterMonth36Max":300}}'),
	('GOLD', 'notebook', 149.00, '{"level":"extended","accidentalCoverYears":null,"freeAccidents":0,"handlingFee":{"amount":138,"upTo":false,"plusVat":true},"theft":{"maxCoverYears":3,"deductible":null,"deductibleAfterMonth36Max":300}}'),
	('GOLD', 'camera', 159.00, '{"level":"extended","accidentalCoverYears":null,"freeAccidents":0,"handlingFee":{"amount":138,"upTo":false,"plusVat":true},"theft":{"maxCoverYears":3,"deductible":null,"deductibleAfterMonth36Max":300}}'),
	('PLATINUM', 'smartphone', 129.00, '{"level":"premium","accidentalCoverYears":null,"freeAccidents":2,"handlingFee":{"amount":48,"upTo":false,"plusVat":true},"theft":{"maxCoverYears":3,"deductible":null,"deductibleAfterMonth36Max":300}}'),
	('PLATINUM', 'tablet', 149.00, '{"level":"premium","accidentalCoverYears":null,"freeAccidents":2,"handlingFee":{"amount":48,"upTo":false,"plusVat":true},"theft":{"maxCoverYears":3,"deductible":null,"deductibleAfterMonth36Max":300}}'),
	('PLATINUM', 'notebook', 219.00, '{"level":"premium","accidentalCoverYears":null,"freeAccidents":2,"handlingFee":{"amount":138,"upTo":false,"plusVat":true},"theft":{"maxCoverYears":3,"deductible":null,"deductibleAfterMonth36Max":300}}'),
	('PLATINUM', 'camera', 239.00, '{"level":"premium","accidentalCoverYears":null,"freeAccidents":2,"handlingFee":{"amount":138,"upTo":false,"plusVat":true},"theft":{"maxCoverYears":3,"deductible":null,"deductibleAfterMonth36Max":300}}')
) AS v("tier", "category", "price", "terms")
ON CONFLICT ("tier", "category") DO NOTHING;
--> statement-breakpoint
INSERT INTO "business_types" ("code", "name_it", "name_en") VALUES
	('SRL', 'Società a responsabilità limitata (Srl)', 'Limited liability company (Srl)'),
	('SRLS', 'Società a responsabilità limitata semplificata (Srls)', 'Simplified limited liability company (Srls)'),
	('SPA', 'Società per azioni (SpA)', 'Joint-stock company (SpA)'),
	('SAPA', 'Società in accomandita per azioni (Sapa)', 'Partnership limited by shares (Sapa)'),
	('SNC', 'Società in nome collettivo (Snc)', 'General partnership (Snc)'),
	('SAS', 'Società in accomandita semplice (Sas)', 'Limited partnership (Sas)'),
	('SS', 'Società semplice (Ss)', 'Simple partnership (Ss)'),
	('DI', 'Ditta individuale', 'Sole proprietorship'),
	('LP', 'Libero professionista', 'Self-employed professional'),
	('STP', 'Società tra professionisti (Stp)', 'Professional partnership (Stp)'),
	('COOP', 'Società cooperativa', 'Cooperative'),
	('CONS', 'Consorzio', 'Consortium'),
	('ASSOC', 'Associazione', 'Association'),
	('ENTE', 'Ente pubblico', 'Public body')
ON CONFLICT ("code") DO NOTHING;
