import { useTranslations } from 'next-intl';
import type { WarehouseStatus } from '@/core/domain/catalogue';

const TONES: Record<WarehouseStatus, string> = {
  available: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  incoming: 'bg-sky-50 text-sky-800 ring-sky-600/30',
  callForAvailability: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  notAvailable: 'bg-red-50 text-red-800 ring-red-600/30',
  notSpecified: 'bg-slate-100 text-slate-700 ring-slate-500/30',
};

/** the warehouse status with its meaning (ready for delivery, 1–2 weeks, …). */
export function WarehouseBadge({ status }: { status: WarehouseStatus }) {
  const t = useTranslations('products.warehouse');
  return (
    <span data-warehouse-status={status} className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[status]}`}>
      {t(status)}
    </span>
  );
}
