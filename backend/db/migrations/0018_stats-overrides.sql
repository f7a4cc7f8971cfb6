ALTER TABLE "stats_contract_facts" ADD COLUMN "overridden_at" timestamp with time zone;--> statement-breakpoint
-- The milestones also note the first override (a move that stepped past missing facts), so the statistics count them.
CREATE OR REPLACE FUNCTION stats_record_milestones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stats_contract_facts f SET
    submitted_at = least(f.submitted_at, m.submitted_at),
    approved_at = least(f.approved_at, m.approved_at),
    refused_at = least(f.refused_at, m.refused_at),
    activated_at = least(f.activated_at, m.activated_at),
    overridden_at = least(f.overridden_at, m.overridden_at)
  FROM (
    SELECT contract_id,
           min(changed_at) FILTER (WHERE to_status = 'created') AS submitted_at,
           min(changed_at) FILTER (WHERE to_status = 'approvated') AS approved_at,
           min(changed_at) FILTER (WHERE to_status = 'refused') AS refused_at,
           min(changed_at) FILTER (WHERE to_status = 'active') AS activated_at,
           min(changed_at) FILTER (WHERE override_reason IS NOT NULL) AS overridden_at
    FROM new_history
    WHERE to_status IN ('created', 'approvated', 'refused', 'active') OR override_reason IS NOT NULL
    GROUP BY contract_id
  ) m
  WHERE f.contract_id = m.contract_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE stats_contract_facts f SET overridden_at = m.overridden_at
FROM (SELECT contract_id, min(changed_at) AS overridden_at FROM contract_status_history WHERE override_reason IS NOT NULL GROUP BY contract_id) m
WHERE f.contract_id = m.contract_id;
