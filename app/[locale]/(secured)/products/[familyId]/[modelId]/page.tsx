import { parseId } from '@/core/ids';
import { getTranslations } from 'next-intl/server';
import { getFormat } from '@/lib/format/get-format';
import { notFound } from 'next/navigation';
import { CartStepper } from '@/components/cart/cart-stepper';
import { GuaranteeTiers } from '@/components/cart/guarantee-tiers';
import { ModelAccessories } from '@/components/products/model-accessories';
import { ModelContent } from '@/components/products/model-content';
import { ModelGallery } from '@/components/products/model-gallery';
import { QuantityPicker } from '@/components/products/quantity-picker';
import { S3Data } from '@/components/products/s3-data';
import { WarehouseBadge } from '@/components/products/warehouse-badge';
import type { Locale } from '@/i18n/routing';
import { getOpenQuote } from '@/lib/api/cart';
import { getAccessories, getProduct, getProductContent, getS3Data, getServices } from '@/lib/api/catalogue';
import { orNull, pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('productModel');

interface Props {
  params: Promise<{ locale: Locale; familyId: string; modelId: string }>;
}

export default async function ModelPage({ params }: Props) {
  const { locale, familyId, modelId: rawModelId } = await params;
  const session = await requirePage('productModel', locale);
  const modelId = parseId(rawModelId);
  if (modelId === null) notFound();
  const product = await pageRead(getProduct(session, modelId), locale);
  if (!product || String(product.familyId) !== familyId) notFound();

  const [content, s3, accessories, services, quote, t, format] = await Promise.all([
    product.iceCatId ? orNull(getProductContent(session, product.iceCatId, locale)) : null,
    product.hasS3Data ? orNull(getS3Data(session, product.partNumber)) : null,
    pageRead(getAccessories(session, modelId), locale),
    pageRead(getServices(session, modelId), locale),
    pageRead(getOpenQuote(session), locale),
    getTranslations('products'),
    getFormat(),
  ]);
  const images = content?.images.length ? content.images : product.imageUrl ? [{ url: product.imageUrl, thumbUrl: null }] : [];
  const inQuote = quote.quote.lines.find((line) => line.modelId === modelId)?.quantity ?? 0;

  return (
    <>
      <CartStepper current="modelSelection" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <ModelGallery images={images} name={product.name} />
        <div className="flex flex-col gap-4">
          <div>
            <p className="text-sm font-medium uppercase tracking-wide text-ink-muted">{product.brand}</p>
            <h2 className="text-2xl font-semibold text-ink">{product.name}</h2>
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-muted">{t('partNumber')}</dt>
            <dd className="text-ink">{product.partNumber}</dd>
            {product.ean && (
              <>
                <dt className="text-ink-muted">{t('ean')}</dt>
                <dd className="text-ink">{product.ean}</dd>
              </>
            )}
            <dt className="text-ink-muted">{t('availability')}</dt>
            <dd>
              <WarehouseBadge status={product.warehouseStatus} />
            </dd>
            <dt className="text-ink-muted">{t('contractTypes')}</dt>
            <dd className="text-ink">{product.flexEligible ? t('flexEligible') : t('notFlexEligible')}</dd>
          </dl>
          <p className="text-lg text-ink">
            {t('priceFrom')} <span className="font-bold">{format.money(product.listPrice)}</span>{' '}
            <span className="text-sm text-ink-muted">{t('vatExcluded')}</span>
          </p>
          <QuantityPicker agencyId={Number(session.agencyId)} modelId={modelId} modelName={product.name} inQuote={inQuote} />
        </div>
      </div>
      <div className="mt-8 grid grid-cols-1 gap-8 lg:grid-cols-2">
        <section aria-labelledby="model-description" className="flex flex-col gap-4">
          <h3 id="model-description" className="text-base font-semibold text-ink">
            {t('description')}
          </h3>
          <ModelContent content={content} />
          {s3 && <S3Data data={s3} />}
        </section>
        <ModelAccessories accessories={accessories} />
      </div>
      <section aria-labelledby="model-services" className="mt-8">
        <h3 id="model-services" className="mb-2 text-base font-semibold text-ink">
          {t('services')}
        </h3>
        <GuaranteeTiers services={services} />
      </section>
    </>
  );
}
