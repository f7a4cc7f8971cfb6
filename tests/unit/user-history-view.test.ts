// A user's history cut to the agencies the caller sees (backend/user-management/history-view.ts).
import { describe, expect, it } from 'vitest';
import { userHistoryFor } from '@/backend/user-management/history-view';

const entry = (id: number, changes: Record<string, { from?: string[] | string | null; to?: string[] | string | null }>) => ({ id, changes });
const history = [
  entry(1, { memberships: { to: ['Agenzia Milano: agent', 'Nikon: agent'] }, username: { to: 'mario' } }),
  entry(2, { memberships: { from: ['Agenzia Milano: agent', 'Nikon: agent'], to: ['Agenzia Milano: agent', 'Nikon: junior_agent'] } }),
  entry(3, { email: { from: 'a@example.com', to: 'b@example.com' } }),
  entry(4, {}),
  entry(5, { memberships: { from: ['Agenzia: Nord: agent'], to: ['Agenzia: Nord: capo_area'] } }),
];

describe('userHistoryFor', () => {
  it('gives a caller who sees every agency the history as recorded', () => {
    expect(userHistoryFor(null, history)).toEqual(history);
  });

  it("keeps the caller's agencies in each membership change and drops an entry only about others", () => {
    expect(userHistoryFor(new Set(['Agenzia Milano']), history)).toEqual([
      entry(1, { memberships: { to: ['Agenzia Milano: agent'] }, username: { to: 'mario' } }),
      entry(3, { email: { from: 'a@example.com', to: 'b@example.com' } }),
      entry(4, {}),
    ]);
  });

  it('reads an agency whose name holds ": " up to the role', () => {
    expect(userHistoryFor(new Set(['Agenzia: Nord']), history).map((e) => e.id)).toEqual([1, 3, 4, 5]);
    expect(userHistoryFor(new Set(['Agenzia: Nord']), history)[0]!.changes).toEqual({ username: { to: 'mario' } });
  });
});
