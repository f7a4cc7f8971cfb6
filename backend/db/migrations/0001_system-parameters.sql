-- Defaults of the tunables of SPEC §3. They belong to every install (not only
-- the demo), so a migration sets them; admins may change the values later.
INSERT INTO "system_parameters" ("key", "value") VALUES
	('archiveRefusedContractDays', 30),
	('archivedDraftContractDays', 60),
	('scoreKO', 40),
	('scoreProviderSC', 70),
	('activityMinMonths', 24)
ON CONFLICT ("key") DO NOTHING;
