// The status groups derived from the lifecycle, written out again on purpose:
// the statistics, the orders and the actions count exactly these.
import { describe, expect, it } from 'vitest';
import * as groups from '@/core/lifecycle/status-groups';

describe('status groups', () => {
  it('derives each group the statistics and the orders read from the table', () => {
    expect([...groups.APPROVED_OR_LATER].sort()).toEqual(
      ['approvated', 'sent', 'refusedByCustomer', 'contractAccepted', 'inActivation', 'active', 'closing', 'closed', 'finished'].sort(),
    );
    expect([...groups.SUBMITTED_STATUSES]).not.toContain('draft');
    expect([...groups.SUBMITTED_STATUSES]).not.toContain('draft_with_notes');
    expect(groups.SUBMITTED_STATUSES).toHaveLength(15);
    expect([...groups.DECIDED_STATUSES].sort()).toEqual([...groups.APPROVED_OR_LATER, 'refused'].sort());
    expect([...groups.ACTIVATED_STATUSES].sort()).toEqual(['active', 'closing', 'closed', 'finished'].sort());
    expect([...groups.ORDERABLE_STATUSES].sort()).toEqual(['contractAccepted', 'inActivation', 'active', 'closing', 'closed', 'finished'].sort());
    expect([...groups.CLOSED_STATUSES].sort()).toEqual(['closed', 'finished']);
    expect([...groups.OPEN_STATUSES].sort()).toEqual(
      [
        'draft',
        'draft_with_notes',
        'created',
        'preApprovated',
        'missingDocs',
        'documentationOk',
        'approvated',
        'sent',
        'contractAccepted',
        'inActivation',
        'error',
      ].sort(),
    );
  });

  it('keeps the actions’ groups', () => {
    expect([...groups.ARCHIVABLE_STATUSES].sort()).toEqual(['refused', 'refusedByCustomer', 'closed', 'finished', 'draft'].sort());
    expect([...groups.DOSSIER_CANCELLABLE_STATUSES].sort()).toEqual(
      ['preApprovated', 'missingDocs', 'documentationOk', 'approvated', 'sent', 'contractAccepted', 'inActivation'].sort(),
    );
    expect(groups.EDITABLE_STATUSES).toEqual(['draft', 'draft_with_notes', 'created']);
  });
});
