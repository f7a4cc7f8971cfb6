// The embedded default: product content the seed (or an import) stored in the
// file storage as content/icecat-<id>.<locale>.json. It knows products by
// Icecat id only; the catalogue service maps part numbers and EANs to ids.
import { z } from 'zod';
import type { Locale } from '../../i18n';
import type { FileStorage } from '../files/storage';
import type { ProductContent, ProductContentSource } from './types';

export const StoredContentSchema = z.object({
  icecatId: z.string(),
  title: z.string(),
  brand: z.string().nullable(),
  partNumber: z.string().nullable(),
  summary: z.string().nullable(),
  descriptionHtml: z.string().nullable(),
  specs: z.array(z.object({ group: z.string(), name: z.string(), value: z.string() })),
  images: z.array(z.object({ url: z.string(), thumbUrl: z.string().nullable() })),
});

export const contentKey = (icecatId: string, locale: Locale) => `content/icecat-${icecatId}.${locale}.json`;

export function localContentSource(files: FileStorage): ProductContentSource {
  async function read(icecatId: string, locale: Locale): Promise<ProductContent | null> {
    const bytes = await files.get(contentKey(icecatId, locale));
    if (!bytes) return null;
    const parsed = StoredContentSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  }
  return {
    kind: 'local',
    async find(query, locale) {
      if (!('icecatId' in query)) return null;
      // Italian is the catalogue's language; English falls back to it.
      return (await read(query.icecatId, locale)) ?? (locale === 'it' ? null : read(query.icecatId, 'it'));
    },
  };
}
