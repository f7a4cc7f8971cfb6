import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { Link } from '@/i18n/navigation';
import type { FilterNames } from '@/lib/contracts/filter-names';
import { type ContractFilters, hrefOf, withFilters } from '@/lib/contracts/filters';
import { CloseIcon } from '../ui/icons';

/** A list less one value; the last one gone, no list (the filter is off, as the address says). */
function without<T>(values: T[] | undefined, value: T): T[] | undefined {
  const rest = (values ?? []).filter((x) => x !== value);
  return rest.length > 0 ? rest : undefined;
}

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
  const range = (from: string | undefined, to: string | undefined) =>
    from && to ? t('rangeBoth', { from: day(from), to: day(to) }) : from ? t('rangeFrom', { from: day(from) }) : t('rangeTo', { to: day(to!) });

  const chips: Chip[] = [
    ...(filters.q ? [{ key: 'q', label: t('qChip', { label: filters.q }), without: { q: undefined } }] : []),
    ...(filters.status ?? []).map((s) => ({
      key: `status-${s}`,
      label: t('statusChip', { label: statuses(s) }),
      without: { status: without(filters.status, s) },
    })),
    ...(filters.type ?? []).map((s) => ({ key: `type-${s}`, label: t('typeChip', { label: types(s) }), without: { type: without(filters.type, s) } })),
    ...(filters.provider
      ? [{ key: 'provider', label: t('providerChip', { label: names.provider ?? filters.provider }), without: { provider: undefined } }]
      : []),
    ...(filters.agencyId
      ? [{ key: 'agency', label: t('agency', { name: names.agency ?? t('byId', { id: filters.agencyId }) }), without: { agencyId: undefined } }]
      : []),
    ...(filters.agentId
      ? [{ key: 'agent', label: t('agent', { name: names.agent ?? t('byId', { id: filters.agentId }) }), without: { agentId: undefined } }]
      : []),
    ...(filters.customerId
      ? [{ key: 'customer', label: t('customer', { name: names.customer ?? t('byId', { id: filters.customerId }) }), without: { customerId: undefined } }]
      : []),
    ...(filters.familyId
      ? [{ key: 'family', label: t('family', { name: names.family ?? t('byId', { id: filters.familyId }) }), without: { familyId: undefined } }]
      : []),
    ...(filters.modelId
      ? [{ key: 'model', label: t('model', { name: names.model ?? t('byId', { id: filters.modelId }) }), without: { modelId: undefined } }]
      : []),
    ...(filters.accessoryId
      ? [{ key: 'accessory', label: t('accessory', { name: names.accessory ?? t('byId', { id: filters.accessoryId }) }), without: { accessoryId: undefined } }]
      : []),
    ...(filters.createdFrom || filters.createdTo
      ? [
          {
            key: 'created',
            label: t('createdChip', { label: range(filters.createdFrom, filters.createdTo) }),
            without: { createdFrom: undefined, createdTo: undefined },
          },
        ]
      : []),
    ...(filters.closingFrom || filters.closingTo
      ? [
          {
            key: 'closing',
            label: t('closingChip', { label: range(filters.closingFrom, filters.closingTo) }),
            without: { closingFrom: undefined, closingTo: undefined },
          },
        ]
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
