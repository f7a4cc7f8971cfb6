// The contract's history: a status move reads as its two statuses; an
// extended guarantee (which moves no status) reads as what it changed.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HistoryTimeline } from '@/components/contracts/detail/history-timeline';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { renderIntl } from '../../support/components/render';

const MOVE: ContractDetail['history'][number] = {
  id: 1,
  fromStatus: 'inActivation',
  toStatus: 'active',
  changedBy: { id: 1, username: 'superadmin' },
  changedAt: '2026-11-20T10:00:00.000Z',
  note: null,
  override: null,
  guaranteeChange: null,
  endOfTerm: null,
};
const EXTENDED: ContractDetail['history'][number] = {
  ...MOVE,
  id: 2,
  fromStatus: 'active',
  changedBy: { id: 2, username: 'admin' },
  changedAt: '2026-11-25T10:00:00.000Z',
  guaranteeChange: {
    productId: 226,
    modelName: 'iPhone 16 128GB Nero',
    serialNumber: 'SN-1',
    fromTier: 'SILVER',
    toTier: 'GOLD',
    monthlyBefore: 56.22,
    monthlyAfter: 57.51,
    ticket: { id: 12, number: 'TK-2026-000012' },
  },
};

describe('the contract history', () => {
  it('names an extended guarantee with the payment before and after, and the move as its statuses', () => {
    renderIntl(<HistoryTimeline history={[MOVE, EXTENDED]} />);
    expect(screen.getByTestId('guarantee-change').textContent).toMatch(
      /^Garanzia di iPhone 16 128GB Nero \(SN-1\) estesa da Silver a Gold: canone mensile da 56,22\s€ a 57,51\s€ \(richiesta TK-2026-000012\)\.$/,
    );
    const entries = screen.getByTestId('history').querySelectorAll('li');
    // newest first: the extension, then the move with its two statuses
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toContain('da admin');
    expect(entries[1]!.textContent).toMatch(/In attivazione.*Attivo/);
  });
});
