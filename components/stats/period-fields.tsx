import { useTranslations } from 'next-intl';
import { FILTER_INPUT, FILTER_LABEL } from '../ui/filter-fields';

const input = FILTER_INPUT;
const label = FILTER_LABEL;

/** The period's two days (`from`, `to`) of a statistics GET form: the metric page's filters and the cards' period form. */
export function PeriodFields({ idPrefix, from, to }: { idPrefix: string; from: string | null | undefined; to: string | null | undefined }) {
  const t = useTranslations('stats.filters');
  return (
    <>
      {(['from', 'to'] as const).map((name) => (
        <div key={name} className="flex flex-col gap-1">
          <label htmlFor={`${idPrefix}-${name}`} className={label}>
            {t(name)}
          </label>
          <input id={`${idPrefix}-${name}`} name={name} type="date" defaultValue={(name === 'from' ? from : to) ?? ''} className={input} />
        </div>
      ))}
    </>
  );
}
