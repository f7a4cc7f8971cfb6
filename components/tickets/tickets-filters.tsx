import { useTranslations } from 'next-intl';
import { TICKET_KINDS, TICKET_STATUSES } from '@/core/domain/tickets';
import type { TicketPage } from '@/lib/api/tickets';
import { Link } from '@/i18n/navigation';
import { DEFAULT_TICKET_FILTERS, type TicketFilters } from '@/lib/tickets/filters';
import { Button } from '../ui/button';
import { GetForm } from '../ui/get-form';

const input = 'w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary';
const label = 'text-sm font-medium text-ink';

type Options = TicketPage['options'];

function Choice({
  name,
  value,
  options,
  label: text,
  any,
}: {
  name: string;
  value: number | undefined;
  options: Options['agencies'];
  label: string;
  any: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`tickets-${name}`} className={label}>
        {text}
      </label>
      <select id={`tickets-${name}`} name={name} defaultValue={value === undefined ? '' : String(value)} className={input}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The back office's ticket filters as a GET form: the address is the filtered view; the sort stays. */
export function TicketsFilters({ filters, options }: { filters: TicketFilters; options: Options }) {
  const t = useTranslations('tickets');
  const sorted = filters.sort !== DEFAULT_TICKET_FILTERS.sort || filters.direction !== DEFAULT_TICKET_FILTERS.direction;
  return (
    <GetForm role="search" aria-label={t('filters.label')} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {sorted && <input type="hidden" name="sort" value={filters.sort} />}
      {sorted && <input type="hidden" name="direction" value={filters.direction} />}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="tickets-q" className={label}>
            {t('filters.q')}
          </label>
          <input id="tickets-q" name="q" type="search" defaultValue={filters.q} maxLength={100} placeholder={t('filters.qPlaceholder')} className={input} />
        </div>
        <Choice name="agencyId" value={filters.agencyId} options={options.agencies} label={t('filters.agency')} any={t('filters.any')} />
        <Choice name="customerId" value={filters.customerId} options={options.customers} label={t('filters.customer')} any={t('filters.any')} />
        <Choice name="modelId" value={filters.modelId} options={options.models} label={t('filters.model')} any={t('filters.any')} />
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="tickets-from" className={label}>
            {t('filters.createdFrom')}
          </label>
          <input id="tickets-from" name="createdFrom" type="date" defaultValue={filters.createdFrom ?? ''} className={input} />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor="tickets-to" className={label}>
            {t('filters.createdTo')}
          </label>
          <input id="tickets-to" name="createdTo" type="date" defaultValue={filters.createdTo ?? ''} className={input} />
        </div>
      </div>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className={`${label} mb-1`}>{t('filters.status')}</legend>
        {TICKET_STATUSES.map((status) => (
          <label key={status} className="inline-flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" name="status" value={status} defaultChecked={filters.status?.includes(status)} className="h-4 w-4" />
            {t(`status.${status}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className={`${label} mb-1`}>{t('filters.kind')}</legend>
        {TICKET_KINDS.map((kind) => (
          <label key={kind} className="inline-flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" name="kind" value={kind} defaultChecked={filters.kind?.includes(kind)} className="h-4 w-4" />
            {t(`kind.${kind}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit">{t('filters.apply')}</Button>
        <Link href="/tickets" className="text-sm font-medium text-primary hover:underline">
          {t('list.reset')}
        </Link>
      </div>
    </GetForm>
  );
}
