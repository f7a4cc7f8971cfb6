-- Every existing agency gets its sign-up page's name (docs/domain.md, "Customer
-- sign-up"), made as backend/agencies/slugs.ts makes it: accents dropped,
-- lowercase, words joined by dashes; a second agency with the same one gets "-2".
INSERT INTO "agency_slugs" ("slug", "agency_id")
SELECT CASE WHEN named."n" = 1 THEN named."base" ELSE named."base" || '-' || named."n" END, named."id"
FROM (
  SELECT base."id", base."base", row_number() OVER (PARTITION BY base."base" ORDER BY base."id") AS "n"
  FROM (
    SELECT a."id", coalesce(nullif(trim(both '-' from regexp_replace(lower(translate(a."name",
      'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÇçÑñ', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn')),
      '[^a-z0-9]+', '-', 'g')), ''), 'agenzia-' || a."id") AS "base"
    FROM "agencies" a
  ) base
) named
ON CONFLICT ("slug") DO NOTHING;
