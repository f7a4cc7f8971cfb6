import { useTranslations } from 'next-intl';
import type { TicketProducts } from '@/lib/api/tickets';
import { useFormat } from '@/lib/format/use-format';
import { FieldList } from '../ui/field-list';
import { Section } from '../ui/section';

type Product = TicketProducts['items'][number];

/** The product a request is about: model, serial, contract and guarantee. */
export function ProductSummary({ product }: { product: Product }) {
  const t = useTranslations('tickets');
  const format = useFormat();
  return (
    <Section id="ticket-product" title={t('detail.product')}>
      <FieldList
        columns={3}
        items={[
          { label: t('list.columns.product'), value: product.model.name },
          { label: t('product.serial'), value: product.serialNumber },
          { label: t('product.partNumber'), value: product.partNumber },
          { label: t('product.contract'), value: product.contract.number },
          { label: t('product.startDate'), value: format.day(product.contract.startDate) },
          { label: t('product.tier'), value: product.tier ? t(`tiers.${product.tier}`) : t('product.noTier') },
        ]}
      />
    </Section>
  );
}
