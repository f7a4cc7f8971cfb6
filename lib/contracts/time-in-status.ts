import type { ContractStatus } from '../../core/domain/contracts';

// How long a contract has sat in its present status, and whether that is
// longer than the status should take (our decision: the days after which an
// agency would chase it). Statuses that last by nature (active) or have ended
// never stall.

export const STALL_AFTER_DAYS: Partial<Record<ContractStatus, number>> = {
  draft: 14,
  draft_with_notes: 7,
  created: 2,
  preApprovated: 10,
  missingDocs: 10,
  documentationOk: 5,
  approvated: 7,
  sent: 14,
  contractAccepted: 10,
  inActivation: 10,
  closing: 30,
  error: 1,
};

const DAY_MS = 86_400_000;

export interface TimeInStatus {
  /** whole days since the last status change (0 on the day itself) */
  days: number;
  /** whole hours, for the first day */
  hours: number;
  stalled: boolean;
  /** the limit that applies, when the status has one */
  limitDays: number | null;
}

export function timeInStatus(status: ContractStatus, lastStatusChangeAt: string | Date, now: Date): TimeInStatus {
  const since = typeof lastStatusChangeAt === 'string' ? new Date(lastStatusChangeAt) : lastStatusChangeAt;
  const elapsed = Math.max(0, now.getTime() - since.getTime());
  const days = Math.floor(elapsed / DAY_MS);
  const limitDays = STALL_AFTER_DAYS[status] ?? null;
  return { days, hours: Math.floor(elapsed / 3_600_000), stalled: limitDays !== null && days >= limitDays, limitDays };
}
