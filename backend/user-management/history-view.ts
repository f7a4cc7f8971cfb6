// A user's history as a caller who administers only some of their agencies
// reads it: the memberships the trail recorded ("Nikon: agent") are cut to the
// agencies the caller sees, as the membership list is, and an entry that was
// only about other agencies is left out, with who made it.
import type { AuditChanges, AuditValue } from '../../core/schemas/audit';

interface Entry {
  changes: AuditChanges;
}

/** "Agenzia Milano: agent" → "Agenzia Milano" (a role never holds ": "). */
const agencyOfLabel = (label: string) => label.slice(0, label.lastIndexOf(': '));

const isEmpty = (value: unknown) => value === undefined || (Array.isArray(value) && value.length === 0);

/** null: the caller sees every agency, and so every entry as recorded. */
export function userHistoryFor<T extends Entry>(visibleAgencies: ReadonlySet<string> | null, history: readonly T[]): T[] {
  if (visibleAgencies === null) return [...history];
  const visible = (value: AuditValue | undefined) => (Array.isArray(value) ? value.filter((label) => visibleAgencies.has(agencyOfLabel(label))) : value);
  return history.flatMap((entry) => {
    const membership = entry.changes.memberships;
    if (!membership) return [entry];
    const cut: AuditChanges[string] = {
      ...membership,
      ...('from' in membership ? { from: visible(membership.from) } : {}),
      ...('to' in membership ? { to: visible(membership.to) } : {}),
    };
    const others: AuditChanges = Object.fromEntries(Object.entries(entry.changes).filter(([field]) => field !== 'memberships'));
    const unseen = JSON.stringify(cut.from) === JSON.stringify(cut.to) || (isEmpty(cut.from) && isEmpty(cut.to));
    const changes: AuditChanges = unseen ? others : { ...others, memberships: cut };
    // Nothing left the caller may read: the entry concerned other agencies only.
    return Object.keys(changes).length === 0 && Object.keys(entry.changes).length > 0 ? [] : [{ ...entry, changes }];
  });
}
