import { useTranslations } from 'next-intl';
import { CONTRACT_STATUSES } from '@/core/domain/contracts';
import { STATS_FOCUSES, STATS_LAYOUTS } from '@/core/domain/stats';
import { Link } from '@/i18n/navigation';
import { PROVIDER_CODES } from '@/lib/contracts/provider-filter';
import { DEFAULT_VIEW, type StatsView, hrefOf, toSearchParams } from '@/lib/stats/view';
import { Button } from '../ui/button';
import { GetForm } from '../ui/get-form';
import { PeriodFields } from './period-fields';
import { FILTER_INPUT, FILTER_LABEL } from '../ui/filter-fields';

const input = FILTER_INPUT;
const field = 'flex flex-col gap-1';
const label = FILTER_LABEL;

/** Focus, layout, year, period and filters as a form whose address is the view; the sort stays. */
interface Choice {
  id: number;
  name: string;
}

export function StatsFilters({
  view,
  path,
  agencies,
  families,
  accessories,
  thisYear,
}: {
  view: StatsView;
  path: string;
  agencies: Choice[];
  families: Choice[];
  accessories: Choice[];
  thisYear: number;
}) {
  const t = useTranslations('stats');
  const statuses = useTranslations('contracts.status');
  const kept = toSearchParams({ ...DEFAULT_VIEW, sort: view.sort, direction: view.direction });
  return (
    <GetForm
      key={toSearchParams(view).toString()}
      aria-label={t('filters.label')}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3"
    >
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={field}>
        <label htmlFor="stats-focus" className={label}>
          {t('focus.label')}
        </label>
        <select id="stats-focus" name="focus" defaultValue={view.focus} className={input}>
          {STATS_FOCUSES.map((focus) => (
            <option key={focus} value={focus}>
              {t(`focus.${focus}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor="stats-layout" className={label}>
          {t('layout.label')}
        </label>
        <select id="stats-layout" name="layout" defaultValue={view.layout} className={input}>
          {STATS_LAYOUTS.map((layout) => (
            <option key={layout} value={layout}>
              {t(`layout.${layout}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor="stats-year" className={label}>
          {t('filters.year')}
        </label>
        <input
          id="stats-year"
          name="year"
          type="number"
          min={2000}
          max={2100}
          defaultValue={view.year ?? ''}
          placeholder={String(thisYear)}
          className={`${input} w-24`}
        />
      </div>
      <PeriodFields idPrefix="stats" from={view.from} to={view.to} />
      <div className={field}>
        <label htmlFor="stats-status" className={label}>
          {t('filters.status')}
        </label>
        <select id="stats-status" name="status" defaultValue={view.status?.[0] ?? ''} className={input}>
          <option value="">{t('filters.selected', { count: 0 })}</option>
          {CONTRACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statuses(status)}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor="stats-agencyId" className={label}>
          {t('filters.agency')}
        </label>
        <select id="stats-agencyId" name="agencyId" defaultValue={view.agencyId ?? ''} className={input}>
          <option value="">{t('filters.anyAgency')}</option>
          {agencies.map((agency) => (
            <option key={agency.id} value={agency.id}>
              {agency.name}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor="stats-provider" className={label}>
          {t('filters.provider')}
        </label>
        <select id="stats-provider" name="provider" defaultValue={view.provider ?? ''} className={input}>
          <option value="">{t('filters.anyProvider')}</option>
          {PROVIDER_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor="stats-familyId" className={label}>
          {t('filters.family')}
        </label>
        <select id="stats-familyId" name="familyId" defaultValue={view.familyId ?? ''} className={input}>
          <option value="">{t('filters.anyFamily')}</option>
          {families.map((family) => (
            <option key={family.id} value={family.id}>
              {family.name}
            </option>
          ))}
        </select>
      </div>
      <div className={field}>
        <label htmlFor="stats-accessoryId" className={label}>
          {t('filters.accessory')}
        </label>
        <select id="stats-accessoryId" name="accessoryId" defaultValue={view.accessoryId ?? ''} className={`${input} max-w-[16rem]`}>
          <option value="">{t('filters.anyAccessory')}</option>
          {accessories.map((accessory) => (
            <option key={accessory.id} value={accessory.id}>
              {accessory.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit">{t('filters.apply')}</Button>
        <Link href={hrefOf(path, { ...DEFAULT_VIEW, focus: view.focus, layout: view.layout })} className="text-sm font-medium text-primary hover:underline">
          {t('filters.reset')}
        </Link>
      </div>
    </GetForm>
  );
}
