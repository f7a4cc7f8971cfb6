// Product content (/api/Icecat): descriptions, specifications and
// images of a product, from a local store by default or the Icecat JSON API.
import type { Locale } from '../../i18n';

export interface ProductImage {
  url: string;
  thumbUrl: string | null;
}

export interface ProductSpec {
  group: string;
  name: string;
  value: string;
}

/** As a source delivers it: HTML not yet sanitised (the catalogue service does that for every source). */
export interface ProductContent {
  icecatId: string;
  title: string;
  brand: string | null;
  partNumber: string | null;
  summary: string | null;
  descriptionHtml: string | null;
  specs: ProductSpec[];
  images: ProductImage[];
}

export type ContentQuery = { icecatId: string } | { brand: string; productCode: string } | { gtin: string };

export interface ProductContentSource {
  readonly kind: 'local' | 'icecat';
  /** null when the source has no such product */
  find(query: ContentQuery, locale: Locale): Promise<ProductContent | null>;
}
