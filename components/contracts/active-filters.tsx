import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { Link } from '@/i18n/navigation';
import type { FilterNames } from '@/lib/contracts/filter-names';
import { type ContractFilters, hrefOf, withFilters } from '@/lib/contracts/filters';
import { CloseIcon } from '../ui/icons';

interface Chip {
  key: string;
  label: string;
  without: Partial<ContractFilters>;
}

/**
 * The filters in force, each with a link to the view without it. What a
 * number selects (agency, agent, customer, family, model, accessory) reads by
 * its name where the page could name it, by its number otherwise.
 */
export function ActiveFilters({ filters, names }: { filters: ContractFilters; names: FilterNames }) {
  const t = useTranslations('contracts.filters');
  const statuses = useTranslations('contracts.status');
  const types = useTranslations('contracts.type');
  const format = useFormat();
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
    ...(filters.provider ? [{ key: 'provider', label: t('providerChip', { label: names.provider ?? filters.provider }), without: { provider: null } }] : []),
    ...(filters.agencyId
      ? [{ key: 'agency', label: t('agency', { name: names.agency ?? t('byId', { id: filters.agencyId }) }), without: { agencyId: null } }]
      : []),
    ...(filters.agentId ? [{ key: 'agent', label: t('agent', { name: names.agent ?? t('byId', { id: filters.agentId }) }), without: { agentId: null } }] : []),
    ...(filters.customerId
      ? [{ key: 'customer', label: t('customer', { name: names.customer ?? t('byId', { id: filters.customerId }) }), without: { customerId: null } }]
      : []),
    ...(filters.familyId
      ? [{ key: 'family', label: t('family', { name: names.family ?? t('byId', { id: filters.familyId }) }), without: { familyId: null } }]
      : []),
    ...(filters.modelId ? [{ key: 'model', label: t('model', { name: names.model ?? t('byId', { id: filters.modelId }) }), without: { modelId: null } }] : []),
    ...(filters.accessoryId
      ? [{ key: 'accessory', label: t('accessory', { name: names.accessory ?? t('byId', { id: filters.accessoryId }) }), without: { accessoryId: null } }]
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
