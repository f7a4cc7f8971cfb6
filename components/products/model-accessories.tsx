import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { Accessory } from '@/lib/api/catalogue';

/** What can be added to the model in the cart's accessories step. */
export function ModelAccessories({ accessories }: { accessories: Accessory[] }) {
  const t = useTranslations('products');
  const format = useFormat();
  return (
    <section aria-labelledby="model-accessories">
      <h3 id="model-accessories" className="mb-2 text-base font-semibold text-ink">
        {t('accessories')}
      </h3>
      {accessories.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noAccessories')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
          {accessories.map((accessory) => (
            <li key={accessory.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span>
                <span className="text-ink">{accessory.name}</span>
                <span className="block text-xs text-ink-muted">{accessory.partNumber}</span>
              </span>
              <span className="font-medium text-ink">{format.money(accessory.price)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
