// Demo product content and S3 data written to the file storage at seed time:
// what the local product-content adapter and /api/s3 answer without any
// external service.
import type { ProductContent } from '../../adapters/content/types';
import type { Locale } from '../../i18n';
import { fileUrlOf, modelImageKey } from '../../catalogue/file-keys';
import type { DemoModel } from './catalogue';
import { ean13 } from './check-digits';

const WORDS: Record<Locale, { group: string; summary: (m: DemoModel) => string; body: (m: DemoModel) => string }> = {
  it: {
    group: 'Caratteristiche principali',
    summary: (m) => `${m.brand} ${m.name}: ${Object.values(m.specs).join(', ')}.`,
    body: (m) =>
      `<p><strong>${m.brand} ${m.name}</strong> è disponibile a noleggio operativo con canone mensile fisso.</p><ul>${Object.entries(m.specs)
        .map(([k, v]) => `<li>${k}: ${v}</li>`)
        .join('')}</ul>`,
  },
  en: {
    group: 'Key features',
    summary: (m) => `${m.brand} ${m.name}: ${Object.values(m.specs).join(', ')}.`,
    body: (m) =>
      `<p><strong>${m.brand} ${m.name}</strong> is available on operating rental with a fixed monthly fee.</p><ul>${Object.entries(m.specs)
        .map(([k, v]) => `<li>${k}: ${v}</li>`)
        .join('')}</ul>`,
  },
};

export function demoContent(model: DemoModel, locale: Locale): ProductContent {
  const words = WORDS[locale];
  const image = fileUrlOf(modelImageKey(model.partNumber))!;
  return {
    icecatId: model.iceCatId!,
    title: `${model.brand} ${model.name}`,
    brand: model.brand,
    partNumber: model.partNumber,
    summary: words.summary(model),
    descriptionHtml: words.body(model),
    specs: Object.entries(model.specs).map(([name, value]) => ({ group: words.group, name, value })),
    images: [{ url: image, thumbUrl: image }],
  };
}

/** The supplier data sheet /api/s3 answers as Data. */
export function demoS3Data(model: DemoModel) {
  return {
    partNumber: model.partNumber,
    ean: ean13(model.ean12),
    brand: model.brand,
    name: model.name,
    specs: model.specs,
    images: [fileUrlOf(modelImageKey(model.partNumber))],
    source: 'demo',
  };
}
