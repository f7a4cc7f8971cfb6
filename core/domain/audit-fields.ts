// How each audited field's stored value reads (docs/domain.md, "Administration"):
// the audit rows keep values as the API stores them (money in cents, a
// commission in percent points, a rate factor as a plain decimal), and every
// history page prints them through this one table, in the reader's language.
import type { AuditEntity } from '../schemas/audit';

export type AuditFieldKind =
  /** integer cents, read as euros: 450 → "4,50 €" */
  | 'cents'
  /** percent points: 3.5 → "3,5%" */
  | 'percent'
  /** a multiplier with up to six decimals: 0.0465 → "0,0465" */
  | 'coefficient'
  /** a whole number of days, months, units or points, grouped */
  | 'integer'
  /** a calendar day 'YYYY-MM-DD' */
  | 'day'
  /** a file's size in bytes, read in kB or MB */
  | 'bytes'
  /** a record's id, printed as it is */
  | 'id'
  /** words or codes; a number that no kind names reads as a plain localized decimal */
  | 'text';

const BY_FIELD: Readonly<Record<string, AuditFieldKind>> = {
  // agencies
  shippingUnitCostCents: 'cents',
  shippingMaxUnits: 'integer',
  agentCommission: 'percent',
  grenkeAgentCommission: 'percent',
  // catalogue: families, models, accessories, guarantee services
  sortOrder: 'integer',
  listPriceCents: 'cents',
  priceCents: 'cents',
  modelId: 'id',
  // guarantee fees, keyed tier.category.field
  handlingFeeCents: 'cents',
  freeAccidents: 'integer',
  accidentalCoverYears: 'integer',
  theftDeductibleCents: 'cents',
  theftDeductibleAfterMonth36MaxCents: 'cents',
  // system parameters and the privacy PDF
  archiveRefusedContractDays: 'integer',
  archivedDraftContractDays: 'integer',
  scoreKO: 'integer',
  scoreProviderSC: 'integer',
  endOfTermNoticeDays: 'integer',
  endOfTermReminder1Days: 'integer',
  endOfTermReminder2Days: 'integer',
  endOfTermReminder3Days: 'integer',
  endOfTermResidualPercent: 'integer',
  activityMinMonths: 'integer',
  bytes: 'bytes',
  // contracts
  startDate: 'day',
};

/**
 * The kind of an audited field. A rate factor's key names its provider,
 * duration and band (provider.months.band), so the entity decides; a guarantee
 * fee's key ends with its field (tier.category.field).
 */
export function auditFieldKind(entity: AuditEntity, field: string): AuditFieldKind {
  if (entity === 'rate') return 'coefficient';
  return BY_FIELD[field.slice(field.lastIndexOf('.') + 1)] ?? 'text';
}
