// Writes the lifecycle's milestones (core/lifecycle/status-groups.ts) into
// contract_milestones after the migrations, at every start: the statistics'
// trigger reads them there, so SQL restates no status of the lifecycle
// (docs/domain.md, "Statistics"). Idempotent; safe with several instances.
import { sql } from 'drizzle-orm';
import { MILESTONES } from '../../core/lifecycle/status-groups';
import type { Database } from './client';
import { contractMilestones } from './schema';

export async function syncLifecycleTables(db: Database): Promise<void> {
  const rows = Object.entries(MILESTONES).map(([milestone, status]) => ({ milestone, status }));
  await db.transaction(async (tx) => {
    await tx
      .insert(contractMilestones)
      .values(rows)
      .onConflictDoUpdate({ target: contractMilestones.milestone, set: { status: sql`excluded.status` } });
    await tx.delete(contractMilestones).where(
      sql`${contractMilestones.milestone} not in (${sql.join(
        rows.map((r) => sql`${r.milestone}`),
        sql`, `,
      )})`,
    );
  });
}
