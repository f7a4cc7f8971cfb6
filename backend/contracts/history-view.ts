// The one projection of a contract's status history per role: every answer
// that carries the history (the detail, GET …/History) passes it through here.
// A customer reads the moves and who made them, not the notes staff wrote on
// them (nor an override's reason); their own notes (accepting or refusing a contract) stay theirs
// (docs/domain.md, "What each role sees").
import type { z } from 'zod';
import { holds } from '../../core/capabilities';
import type { HistoryEntrySchema } from '../../core/schemas/contracts-answers';
import type { Viewer } from '../auth/actor';

type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export function historyFor(viewer: Pick<Viewer, 'actor'>, entries: readonly HistoryEntry[]): HistoryEntry[] {
  if (holds({ role: viewer.actor.role }, 'contracts.workings.read')) return [...entries];
  const own = viewer.actor.userId;
  // Which provider decided and why is the agency's working too.
  return entries.map((entry) => (entry.changedBy?.id === own ? entry : { ...entry, note: null, override: null, creditDecision: null }));
}
