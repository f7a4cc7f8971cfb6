// One projection of a contract's status history per role (backend/contracts/history-view.ts).
import { describe, expect, it } from 'vitest';
import { historyFor } from '@/backend/contracts/history-view';
import type { Role } from '@/core/roles';

const viewer = (role: Role, userId: number) => ({ actor: { role, userId } }) as Parameters<typeof historyFor>[0];
const entry = (id: number, by: number | null, note: string | null) => ({
  id,
  fromStatus: 'sent' as const,
  toStatus: 'contractAccepted' as const,
  changedBy: by === null ? null : { id: by, username: `user${by}` },
  changedAt: '2026-11-01T10:00:00.000Z',
  note,
  override: null as { reason: string; facts: 'delivery_not_confirmed'[] } | null,
  guaranteeChange: null,
  providerChange: null,
  creditDecision: null,
  endOfTerm: null,
});
const history = [entry(1, 7, 'staff only'), entry(2, 42, 'mine'), entry(3, null, 'scoring 61'), entry(4, 7, null)];

describe('historyFor', () => {
  it("keeps a customer's own notes and blanks everyone else's, the system's included", () => {
    expect(historyFor(viewer('customer', 42), history).map((e) => e.note)).toEqual([null, 'mine', null, null]);
  });

  it('keeps every move for a customer: only the notes go', () => {
    const projected = historyFor(viewer('customer', 42), history);
    const moves = (entries: ReturnType<typeof historyFor>) => entries.map((e) => [e.id, e.fromStatus, e.toStatus, e.changedBy, e.changedAt]);
    expect(moves(projected)).toEqual(moves(history));
  });

  it("hides an override's reason from a customer, not from staff", () => {
    const overridden = [{ ...entry(5, 7, null), override: { reason: 'Consegna verificata', facts: ['delivery_not_confirmed' as const] } }];
    expect(historyFor(viewer('customer', 42), overridden)[0]!.override).toBeNull();
    expect(historyFor(viewer('agent', 7), overridden)[0]!.override).toEqual(overridden[0]!.override);
  });

  it('gives staff every note', () => {
    for (const role of ['agent', 'agency_admin', 'superAdministrator'] as const) expect(historyFor(viewer(role, 7), history)).toEqual(history);
  });
});
