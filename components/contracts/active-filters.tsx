import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { ContractSummary } from '@/core/schemas/contracts-answers';
import { Link } from '@/i18n/navigation';
import { type ContractFilters, hrefOf, withFilters } from '@/lib/contracts/filters';
import { CloseIcon } from '../ui/icons';

interface Chip {
  key: string;
  label: string;
  without: Partial<ContractFilters>;
}

/**
 * The filters in force, each with a link to the view without it. Agency,
 * agent and customer are named from the rows they narrowed the list to.
 */
export function ActiveFilters({ filters, items }: { filters: ContractFilters; items: ContractSummary[] }) {
  const t = useTranslations('contracts.filters');
  const statuses = useTranslations('contracts.status');
  const types = useTranslations('contracts.type');
  const format = useFormat();
  const first = items[0];
  const day = (value: string) => format.day(value);
  const range = (from: string | null, to: string | null) =>
    from && to ? t('rangeBoth', { from: day(from), to: day(to) }) : from ? t('rangeFrom', { from: day(from) }) : t('rangeTo', { to: day(to!) });

  const chips: Chip[] = [
    ...(filters.q ? [{ key: 'q', label: t('qChip', { label: filters.q }), without: { q: '' } }] : []),
    ...filters.status.map((s) => ({
      key: `status-${s}`,
      label: t('statusChip', { label: statuses(s) }),
      without: { status: filters.status.filter((x) => x !== s) },
    })),
    ...filters.type.map((s) => ({ key: `type-${s}`, label: t('typeChip', { label: types(s) }), without: { type: filters.type.filter((x) => x !== s) } })),
    ...(filters.provider ? [{ key: 'provider', label: t('providerChip', { label: filters.provider }), without: { provider: null } }] : []),
    ...(filters.agencyId
      ? [{ key: 'agency', label: t('agency', { name: first?.agency.name ?? t('byId', { id: filters.agencyId }) }), without: { agencyId: null } }]
      : []),
    ...(filters.agentId
      ? [{ key: 'agent', label: t('agent', { name: first?.createdBy?.username ?? t('byId', { id: filters.agentId }) }), without: { agentId: null } }]
      : []),
    ...(filters.customerId
      ? [{ key: 'customer', label: t('customer', { name: first?.company?.name ?? t('byId', { id: filters.customerId }) }), without: { customerId: null } }]
      : []),
    // The list's rows do not name a product: the statistics' drill-down filters read by number.
    ...(filters.familyId ? [{ key: 'family', label: t('family', { name: t('byId', { id: filters.familyId }) }), without: { familyId: null } }] : []),
    ...(filters.modelId ? [{ key: 'model', label: t('model', { name: t('byId', { id: filters.modelId }) }), without: { modelId: null } }] : []),
    ...(filters.accessoryId
      ? [{ key: 'accessory', label: t('accessory', { name: t('byId', { id: filters.accessoryId }) }), without: { accessoryId: null } }]
      : []),
    ...(filters.createdFrom || filters.createdTo
      ? [{ key: 'created', label: t('createdChip', { label: range(filters.createdFrom, filters.createdTo) }), without: { createdFrom: null, createdTo: null } }]
      : []),
    ...(filters.closingFrom || filters.closingTo
      ? [{ key: 'closing', label: t('closingChip', { label: range(filters.closingFrom, filters.closingTo) }), without: { closingFrom: null, closingTo: null } }]
      : []),
  ];
  if (chips.length === 0) return null;
  return (
    <section aria-label={t('active')} className="flex flex-wrap items-center gap-2">
      <h3 className="text-sm font-medium text-ink-muted">{t('active')}:</h3>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={hrefOf('/contracts', withFilters(filters, chip.without))}
              aria-label={t('remove', { label: chip.label })}
              className="inline-flex items-center gap-1 rounded-full border border-primary bg-primary-light px-3 py-1 text-xs font-medium text-ink hover:bg-white"
            >
              {chip.label}
              <CloseIcon width={14} height={14} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
