import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { ServiceInfo } from '@/lib/cart/types';
import { ScrollRegion } from '../ui/scroll-region';

/** the three guarantee tiers side by side, with their terms and price per unit. */
export function GuaranteeTiers({ services, caption }: { services: ServiceInfo[]; caption?: string }) {
  const t = useTranslations('cart.guarantee');
  const format = useFormat();
  const euro = format.moneyWhole;
  if (services.length === 0) return null;
  return (
    <ScrollRegion label={caption ?? t('title')}>
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        {caption && <caption className="mb-2 text-left text-base font-semibold text-ink">{caption}</caption>}
        <thead>
          <tr>
            <td />
            {services.map((service) => (
              <th key={service.tier} scope="col" className="border-b border-slate-200 px-3 py-2 text-ink">
                <span className="block text-base font-bold">{service.tier}</span>
                <span className="text-xs font-normal text-ink-muted">{t(`level.${service.terms.level}` as never)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-3 font-medium text-ink-muted">
              {t('accidental')}
            </th>
            {services.map(({ tier, terms }) => (
              <td key={tier} className="px-3 py-2">
                {terms.accidentalCoverYears === null ? t('unlimited') : t('upToYears', { years: terms.accidentalCoverYears })}
                {terms.freeAccidents > 0 && <span className="block text-xs text-ink-muted">{t('freeAccidents', { count: terms.freeAccidents })}</span>}
              </td>
            ))}
          </tr>
          <tr className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-3 font-medium text-ink-muted">
              {t('handlingFee')}
            </th>
            {services.map(({ tier, terms }) => (
              <td key={tier} className="px-3 py-2">
                {terms.handlingFee.upTo
                  ? t('feeUpTo', { amount: euro(terms.handlingFee.amount) })
                  : t(terms.handlingFee.plusVat ? 'feePlusVat' : 'fee', { amount: euro(terms.handlingFee.amount) })}
              </td>
            ))}
          </tr>
          <tr className="border-b border-slate-100">
            <th scope="row" className="py-2 pr-3 font-medium text-ink-muted">
              {t('theft')}
            </th>
            {services.map(({ tier, terms }) => (
              <td key={tier} className="px-3 py-2">
                {t('theftYears', { years: terms.theft.maxCoverYears })}
                <span className="block text-xs text-ink-muted">
                  {terms.theft.deductible === null ? t('noDeductible') : t('deductible', { amount: euro(terms.theft.deductible) })}
                  {' · '}
                  {t('afterMonth36', { amount: euro(terms.theft.deductibleAfterMonth36Max) })}
                </span>
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="py-2 pr-3 font-medium text-ink-muted">
              {t('pricePerUnit')}
            </th>
            {services.map(({ tier, price }) => (
              <td key={tier} className="px-3 py-2 font-semibold text-ink">
                {format.money(price)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </ScrollRegion>
  );
}
