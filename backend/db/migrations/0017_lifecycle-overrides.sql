ALTER TABLE "contract_status_history" ADD COLUMN "override_reason" text;--> statement-breakpoint
ALTER TABLE "contract_status_history" ADD COLUMN "overridden_facts" text[];--> statement-breakpoint
-- The order status of each contract (docs/domain.md, Orders): how many of its
-- product units a supplier order covers. The one definition: the orders list,
-- its export and the contract detail read this view (backend/db/schema-views.ts).
CREATE VIEW "contract_order_progress" AS
SELECT c.id AS contract_id, counted.units, counted.ordered,
  CASE WHEN counted.ordered = 0 THEN 'ToOrder' WHEN counted.ordered >= counted.units THEN 'Ordered' ELSE 'PartiallyOrdered' END AS order_status
FROM contracts c
CROSS JOIN LATERAL (
  SELECT count(*)::int AS units, count(u.contract_product_id)::int AS ordered
  FROM contract_products p LEFT JOIN supplier_order_units u ON u.contract_product_id = p.id
  WHERE p.contract_id = c.id
) counted;
