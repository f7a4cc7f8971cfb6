CREATE TABLE "contract_milestones" (
	"milestone" text PRIMARY KEY NOT NULL,
	"status" "contract_status" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stats_contract_facts" ADD COLUMN "overridden_at" timestamp with time zone;
--> statement-breakpoint
-- The milestones come from the lifecycle (core/lifecycle/status-groups.ts), which the backend writes into
-- contract_milestones at every start: the trigger names no status of its own.
CREATE OR REPLACE FUNCTION stats_record_milestones() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stats_contract_facts f SET
    submitted_at = least(f.submitted_at, m.submitted_at),
    approved_at = least(f.approved_at, m.approved_at),
    refused_at = least(f.refused_at, m.refused_at),
    activated_at = least(f.activated_at, m.activated_at),
    overridden_at = least(f.overridden_at, m.overridden_at)
  FROM (
    SELECT h.contract_id,
           min(h.changed_at) FILTER (WHERE ms.milestone = 'submitted') AS submitted_at,
           min(h.changed_at) FILTER (WHERE ms.milestone = 'approved') AS approved_at,
           min(h.changed_at) FILTER (WHERE ms.milestone = 'refused') AS refused_at,
           min(h.changed_at) FILTER (WHERE ms.milestone = 'activated') AS activated_at,
           min(h.changed_at) FILTER (WHERE h.override_reason IS NOT NULL) AS overridden_at
    FROM new_history h
    LEFT JOIN contract_milestones ms ON ms.status = h.to_status
    WHERE ms.milestone IS NOT NULL OR h.override_reason IS NOT NULL
    GROUP BY h.contract_id
  ) m
  WHERE f.contract_id = m.contract_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Overrides made before this migration (none outside development) are dated from the history.
UPDATE stats_contract_facts f SET overridden_at = m.overridden_at
FROM (SELECT contract_id, min(changed_at) AS overridden_at FROM contract_status_history WHERE override_reason IS NOT NULL GROUP BY contract_id) m
WHERE f.contract_id = m.contract_id;
