'use client';

import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { PricedAnswer } from '@/lib/cart/types';
import type { CatalogueInfo, OpenQuote } from '@/lib/cart/types';
import { ScrollRegion } from '../ui/scroll-region';

/** What the quote holds, line by line, with the amounts the API priced. */
export function RecapLines({ quote, info, prices }: { quote: OpenQuote; info: CatalogueInfo; prices: PricedAnswer | null }) {
  const t = useTranslations('cart.recap');
  const format = useFormat();
  return (
    <ScrollRegion label={t('linesCaption')} className="rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid="recap-lines">
        <caption className="sr-only">{t('linesCaption')}</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('item')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('quantity')}
            </th>
            {/* as wide before the prices arrive as after: the names beside never rewrap (layout shift) */}
            <th scope="col" className="w-28 whitespace-nowrap px-3 py-2 text-right">
              {t('amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line) => {
            const priced = prices?.lines.find((candidate) => candidate.modelId === line.modelId);
            const accessories = info.accessories[line.modelId] ?? [];
            return [
              <tr key={`${line.modelId}`} className="border-t border-slate-200">
                <th scope="row" className="px-3 py-2 font-semibold text-ink">
                  {info.models[line.modelId]?.name ?? line.modelId}
                </th>
                <td className="px-3 py-2 text-right">{line.quantity}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right">{priced ? format.money(priced.amount) : '—'}</td>
              </tr>,
              ...line.accessories.map((a) => (
                <tr key={`${line.modelId}-a${a.accessoryId}`}>
                  <td className="px-3 py-1 pl-8 text-ink-muted">{accessories.find((x) => x.id === a.accessoryId)?.name ?? a.accessoryId}</td>
                  <td className="px-3 py-1 text-right text-ink-muted">{a.quantity}</td>
                  <td className="whitespace-nowrap px-3 py-1 text-right text-ink-muted">
                    {priced ? format.money(priced.accessories.find((x) => x.id === a.accessoryId)?.amount ?? 0) : '—'}
                  </td>
                </tr>
              )),
              ...line.services.map((s) => (
                <tr key={`${line.modelId}-s${s.tier}`}>
                  <td className="px-3 py-1 pl-8 text-ink-muted">{t('service', { tier: s.tier })}</td>
                  <td className="px-3 py-1 text-right text-ink-muted">{s.quantity}</td>
                  <td className="whitespace-nowrap px-3 py-1 text-right text-ink-muted">
                    {priced ? format.money(priced.services.find((x) => x.tier === s.tier)?.amount ?? 0) : '—'}
                  </td>
                </tr>
              )),
            ];
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
