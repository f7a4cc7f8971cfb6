// Who may take which action (docs/domain.md) in which state (docs/domain.md): 403
// for a missing permission, 409 for the wrong state, checked in that order.
import { describe, expect, it } from 'vitest';
import { allowedActions, checkAction } from '@/backend/contracts/rules';
import type { ContractStatus } from '@/core/domain/contracts';

const state = (status: ContractStatus, over: Partial<{ archived: boolean; companyId: number | null; dossierCancelledAt: Date | null }> = {}) => ({
  status,
  archived: false,
  companyId: 7,
  dossierCancelledAt: null,
  ...over,
});

describe('contract action rules', () => {
  it('edits and deletes only draft, draft_with_notes and created, and never for a junior agent to delete', () => {
    for (const status of ['draft', 'draft_with_notes', 'created'] as const) {
      expect(checkAction('edit', 'junior_agent', state(status))).toBe('ok');
      expect(checkAction('delete', 'agent', state(status))).toBe('ok');
      expect(checkAction('delete', 'junior_agent', state(status))).toBe('forbidden');
    }
    expect(checkAction('edit', 'agent', state('preApprovated'))).toBe('wrong_status');
    expect(checkAction('delete', 'agent', state('active'))).toBe('wrong_status');
    expect(checkAction('delete', 'junior_agent', state('active'))).toBe('forbidden');
    expect(checkAction('edit', 'agent', state('draft', { archived: true }))).toBe('wrong_status');
  });

  it('lets only administrators approve drafts', () => {
    expect(checkAction('approve', 'administrator', state('draft'))).toBe('ok');
    expect(checkAction('approve', 'superAdministrator', state('draft_with_notes'))).toBe('ok');
    expect(checkAction('approve', 'administrator', state('created'))).toBe('wrong_status');
    for (const role of ['agent', 'junior_agent', 'agency_admin', 'capo_area', 'customer'] as const)
      expect(checkAction('approve', role, state('draft'))).toBe('forbidden');
  });

  it('archives refused, refusedByCustomer, closed, finished, draft and cancelled dossiers; unarchives archived ones', () => {
    const archivable = ['refused', 'refusedByCustomer', 'closed', 'finished', 'draft'];
    for (const status of ['draft', 'draft_with_notes', 'created', 'preApprovated', 'refused', 'refusedByCustomer', 'closed', 'finished', 'active'] as const) {
      expect(checkAction('archive', 'agent', state(status)), status).toBe(archivable.includes(status) ? 'ok' : 'wrong_status');
    }
    expect(checkAction('archive', 'agent', state('approvated', { dossierCancelledAt: new Date() }))).toBe('ok');
    expect(checkAction('unarchive', 'agent', state('closed', { archived: true }))).toBe('ok');
    expect(checkAction('unarchive', 'agent', state('closed'))).toBe('wrong_status');
  });

  it('confirms a created quote with its company, re-sends errors, cancels dossiers until active', () => {
    expect(checkAction('confirm', 'agent', state('created'))).toBe('ok');
    expect(checkAction('confirm', 'agent', state('created', { companyId: null }))).toBe('company_required');
    expect(checkAction('confirm', 'agent', state('draft', { companyId: null }))).toBe('wrong_status');
    expect(checkAction('resend', 'junior_agent', state('error'))).toBe('ok');
    expect(checkAction('resend', 'agent', state('refused'))).toBe('wrong_status');
    expect(checkAction('cancelDossier', 'agent', state('inActivation'))).toBe('ok');
    expect(checkAction('cancelDossier', 'agent', state('active'))).toBe('wrong_status');
    expect(checkAction('cancelDossier', 'agent', state('sent', { dossierCancelledAt: new Date() }))).toBe('wrong_status');
  });

  it('sums it up for the detail page', () => {
    expect(allowedActions('agent', state('created'))).toEqual({
      edit: true,
      delete: true,
      archive: false,
      unarchive: false,
      approve: false,
      confirm: true,
      resend: false,
      cancelDossier: false,
      resubmit: false,
    });
  });
});
