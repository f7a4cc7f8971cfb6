import type { AuditFieldKind } from '@/core/domain/audit-fields';
import { RATE_FACTOR_DECIMALS } from '@/core/domain/rates';
import type { PortalFormat } from './portal-format';

/** A stored number as its kind reads (core/domain/audit-fields.ts): cents as money, percent points as a percent, and so on. */
export function fieldNumber(format: PortalFormat, kind: AuditFieldKind, value: number): string {
  switch (kind) {
    case 'cents':
      return format.money(value / 100);
    case 'percent':
      return format.percent(value / 100);
    case 'coefficient':
      return format.number(value, RATE_FACTOR_DECIMALS);
    case 'integer':
      return format.number(value, 0);
    case 'bytes':
      return format.fileSize(value);
    case 'id':
      return String(value);
    default:
      return format.number(value, RATE_FACTOR_DECIMALS);
  }
}
