-- Contract lists at 100,000 rows: totals counted from a partial index of the live
-- (not archived) contracts by agency and creator, which every data scope
-- filters on; and sorting by the last status change.
CREATE INDEX "contracts_live_scope_idx" ON "contracts" USING btree ("agency_id","created_by_id") WHERE "contracts"."archived" = false;--> statement-breakpoint
CREATE INDEX "contracts_last_change_idx" ON "contracts" USING btree ("last_status_change_at");