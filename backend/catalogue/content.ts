// Product content for /api/Icecat and /api/Icecat/gallery, S3 data sheets for
// /api/s3 and the VirtualLand stories: whatever the source, HTML leaves
// here sanitised and image links are https or our own files.
import { eq } from 'drizzle-orm';
import type { Adapters } from '../adapters';
import { parseContentQuery } from '../adapters/content/query';
import type { ContentQuery, ProductContent } from '../adapters/content/types';
import { UpstreamError } from '../adapters/http';
import { safeImageUrl, sanitizePlainText, sanitizeRichText } from '../adapters/sanitize';
import type { Database } from '../db/client';
import { productModels } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Locale } from '../i18n';
import { s3DataKey } from './file-keys';

/** External services failing answer 502: the client shows its generic error, nothing leaks. */
async function upstream<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UpstreamError || (error as Error).name === 'S3Error') {
      console.error(`[backend] ${(error as Error).message}`);
      throw new ApiError(502, 'connection_error');
    }
    throw error;
  }
}

/** The catalogue's own Icecat id for a part number or EAN: the fallback when the source cannot find them. */
async function icecatIdFromCatalogue(db: Database, query: ContentQuery): Promise<string | null> {
  if ('icecatId' in query) return null;
  const where = 'gtin' in query ? eq(productModels.ean, query.gtin) : eq(productModels.partNumber, query.productCode);
  const [row] = await db.select({ iceCatId: productModels.iceCatId }).from(productModels).where(where);
  return row?.iceCatId ?? null;
}

function sanitizeContent(content: ProductContent) {
  return {
    icecatId: content.icecatId,
    title: sanitizePlainText(content.title),
    brand: content.brand === null ? null : sanitizePlainText(content.brand),
    partNumber: content.partNumber === null ? null : sanitizePlainText(content.partNumber),
    summary: content.summary === null ? null : sanitizePlainText(content.summary),
    description: content.descriptionHtml === null ? null : sanitizeRichText(content.descriptionHtml),
    specs: content.specs.slice(0, 500).map((s) => ({ group: sanitizePlainText(s.group), name: sanitizePlainText(s.name), value: sanitizePlainText(s.value) })),
    images: content.images.flatMap((i) => {
      const url = safeImageUrl(i.url);
      return url ? [{ url, thumbUrl: safeImageUrl(i.thumbUrl) }] : [];
    }),
  };
}

export type SafeProductContent = ReturnType<typeof sanitizeContent>;

export async function productContent(db: Database, adapters: Adapters, rawUrl: string, locale: Locale): Promise<SafeProductContent> {
  const query = parseContentQuery(rawUrl, adapters.icecatHost);
  if (!query) throw new ApiError(400, [{ field: 'url', code: 'invalid_content_url' }]);
  const found = await upstream(async () => {
    const direct = await adapters.content.find(query, locale);
    if (direct) return direct;
    const icecatId = await icecatIdFromCatalogue(db, query);
    return icecatId ? adapters.content.find({ icecatId }, locale) : null;
  });
  if (!found) throw new ApiError(404, 'no_data');
  return sanitizeContent(found);
}

/** The supplier data sheet of a catalogue part number; only models flagged hasS3Data have one. */
export async function s3Data(db: Database, adapters: Adapters, partNumber: string): Promise<unknown> {
  const [model] = await db
    .select({ partNumber: productModels.partNumber, hasS3Data: productModels.hasS3Data })
    .from(productModels)
    .where(eq(productModels.partNumber, partNumber));
  if (!model?.hasS3Data) throw new ApiError(404, 'no_data');
  const bytes = await upstream(() => adapters.files.get(s3DataKey(model.partNumber)));
  if (!bytes) throw new ApiError(404, 'no_data');
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    throw new ApiError(404, 'no_data');
  }
}

export async function stories(adapters: Adapters, locale: Locale) {
  const list = await upstream(() => adapters.stories.list(locale));
  return list.map((s) => ({
    id: s.id,
    title: sanitizePlainText(s.title),
    summary: s.summary === null ? null : sanitizePlainText(s.summary),
    body: sanitizeRichText(s.bodyHtml),
    imageUrl: safeImageUrl(s.imageUrl),
    publishedAt: s.publishedAt,
  }));
}
