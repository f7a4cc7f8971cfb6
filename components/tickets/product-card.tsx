import { useTranslations } from 'next-intl';
import type { TicketProducts } from '@/lib/api/tickets';
import { Link } from '@/i18n/navigation';
import { useFormat } from '@/lib/format/use-format';
import { FieldList } from '../ui/field-list';

type Product = TicketProducts['items'][number];

const action = 'inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold';

/** One product a customer rents, with the requests they may open on it. */
export function TicketProductCard({ product }: { product: Product }) {
  const t = useTranslations('tickets');
  const format = useFormat();
  const target = `${product.customer.id}/${product.id}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="ticket-product">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 className="text-base font-semibold text-ink">{product.model.name}</h4>
        <span className="text-xs text-ink-muted">{t('product.openTickets', { count: product.openTickets })}</span>
      </div>
      <FieldList
        columns={2}
        items={[
          { label: t('product.serial'), value: product.serialNumber },
          { label: t('product.contract'), value: product.contract.number },
          { label: t('product.startDate'), value: format.day(product.contract.startDate) },
          { label: t('product.tier'), value: product.tier ? t(`tiers.${product.tier}`) : t('product.noTier') },
        ]}
      />
      <div className="flex flex-wrap gap-2">
        <Link
          href={`/tickets/${target}`}
          aria-label={t('product.openSupportFor', { name: product.model.name })}
          className={`${action} bg-primary text-primary-contrast hover:bg-primary-dark`}
        >
          {t('product.openSupport')}
        </Link>
        {product.extensionOffered && (
          <Link
            href={`/estendotickets/${target}`}
            aria-label={t('product.askExtensionFor', { name: product.model.name })}
            className={`${action} border border-primary bg-white text-primary hover:bg-primary-light`}
          >
            {t('product.askExtension')}
          </Link>
        )}
      </div>
    </li>
  );
}
