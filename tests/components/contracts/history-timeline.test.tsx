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
  providerChange: null,
  creditDecision: null,
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

  it('names the provider behind each decision with its reason, and a resubmission with the payment before and after', () => {
    const refused = { ...MOVE, id: 3, fromStatus: 'created' as const, toStatus: 'refused' as const, changedBy: null, note: 'activity_too_short' };
    const decided = { ...refused, creditDecision: { providerCode: 'GRENKE', reason: 'activity_too_short' } };
    const resubmitted = {
      ...MOVE,
      id: 4,
      fromStatus: 'refused' as const,
      toStatus: 'created' as const,
      providerChange: { fromCode: 'GRENKE', toCode: 'BNP', monthlyBefore: 101.2, monthlyAfter: 102.4 },
    };
    renderIntl(<HistoryTimeline history={[decided, resubmitted]} />);
    expect(screen.getByTestId('history-decision').textContent).toBe('Motivo: GRENKE: Attività aziendale troppo recente');
    expect(screen.getByTestId('provider-change').textContent).toMatch(/^Reinviato da GRENKE a BNP: canone mensile da 101,20\s€ a 102,40\s€\.$/);
  });
});
