import type { ContractSummary } from '@/core/schemas/contracts-answers';
import type { ContractStatus } from '@/core/domain/contracts';

export function summary(id: number, status: ContractStatus, extra: Partial<ContractSummary> = {}): ContractSummary {
  return {
    id,
    number: `AP-2026-${String(id).padStart(6, '0')}`,
    status,
    archived: false,
    contractType: 'plus',
    agency: { id: 2, name: 'Agenzia Milano' },
    provider: { id: 1, code: 'GRENKE', name: 'GRENKE Locazione' },
    durationMonths: 36,
    monthlyPayment: 123.45,
    totalValue: 4444.2,
    company: { id: 1, name: 'Rossi Forniture Srl', vatNumber: '04835210156' },
    customerName: 'Mario Rossi',
    createdBy: { id: 5, username: 'agent' },
    createdAt: '2026-10-01T09:00:00.000Z',
    lastStatusChangeAt: '2026-11-01T09:00:00.000Z',
    closingDate: null,
    notes: null,
    ...extra,
  };
}

export const NO_ACTIONS = { edit: false, delete: false, archive: false, unarchive: false, approve: false, confirm: false, resend: false, cancelDossier: false };
