// The real product content: Icecat's JSON API (live.icecat.biz/api), asked
// by icecat_id, GTIN or Brand + ProductCode with the account's user name and
// API token. Only the configured base URL is ever called.
import { z } from 'zod';
import type { Locale } from '../../i18n';
import { fetchJson } from '../http';
import type { ContentQuery, ProductContent, ProductContentSource, ProductImage } from './types';

const Text = z.union([z.string(), z.number()]).transform(String);
const Named = z.object({ Value: Text.optional() }).partial().optional();

const IcecatResponseSchema = z.object({
  msg: z.string().optional(),
  data: z.object({
    GeneralInfo: z.object({
      IcecatId: Text,
      Title: z.string().optional(),
      Brand: z.string().optional(),
      BrandPartCode: z.string().optional(),
      ProductName: z.string().optional(),
      Description: z.object({ LongDesc: z.string().optional() }).partial().nullish(),
      SummaryDescription: z.object({ ShortSummaryDescription: z.string().optional(), LongSummaryDescription: z.string().optional() }).partial().nullish(),
    }),
    Image: z.object({ HighPic: z.string().optional(), Pic500x500: z.string().optional(), ThumbPic: z.string().optional() }).partial().nullish(),
    Gallery: z.array(z.object({ Pic: z.string().optional(), Pic500x500: z.string().optional(), ThumbPic: z.string().optional() }).partial()).nullish(),
    FeaturesGroups: z
      .array(
        z.object({
          FeatureGroup: z.object({ Name: Named }).partial().optional(),
          Features: z.array(z.object({ Feature: z.object({ Name: Named }).partial().optional(), PresentationValue: Text.optional() })).optional(),
        }),
      )
      .nullish(),
  }),
});

export interface IcecatOptions {
  baseUrl: string;
  username: string;
  apiToken: string;
  fetch?: typeof fetch;
}

/** Icecat still serves some image links over http; the same hosts answer https. */
const https = (url: string | undefined) => (url ? url.replace(/^http:\/\//, 'https://') : undefined);

export function mapIcecat(body: unknown): ProductContent | null {
  const parsed = IcecatResponseSchema.safeParse(body);
  if (!parsed.success) return null;
  const { GeneralInfo: info, Image: image, Gallery: gallery, FeaturesGroups: groups } = parsed.data.data;
  const images: ProductImage[] = [];
  const main = https(image?.HighPic ?? image?.Pic500x500);
  if (main) images.push({ url: main, thumbUrl: https(image?.ThumbPic) ?? null });
  for (const pic of gallery ?? []) {
    const url = https(pic.Pic ?? pic.Pic500x500);
    if (url && !images.some((i) => i.url === url)) images.push({ url, thumbUrl: https(pic.ThumbPic) ?? null });
  }
  return {
    icecatId: info.IcecatId,
    title: info.Title ?? info.ProductName ?? '',
    brand: info.Brand ?? null,
    partNumber: info.BrandPartCode ?? null,
    summary: info.SummaryDescription?.LongSummaryDescription ?? info.SummaryDescription?.ShortSummaryDescription ?? null,
    descriptionHtml: info.Description?.LongDesc ?? null,
    specs: (groups ?? []).flatMap((group) =>
      (group.Features ?? []).map((f) => ({
        group: group.FeatureGroup?.Name?.Value ?? '',
        name: f.Feature?.Name?.Value ?? '',
        value: f.PresentationValue ?? '',
      })),
    ),
    images,
  };
}

export function icecatContentSource(options: IcecatOptions): ProductContentSource {
  const requestUrl = (query: ContentQuery, locale: Locale) => {
    const url = new URL(options.baseUrl);
    url.searchParams.set('UserName', options.username);
    url.searchParams.set('Language', locale);
    if ('icecatId' in query) url.searchParams.set('icecat_id', query.icecatId);
    else if ('gtin' in query) url.searchParams.set('GTIN', query.gtin);
    else {
      url.searchParams.set('Brand', query.brand);
      url.searchParams.set('ProductCode', query.productCode);
    }
    return url;
  };
  return {
    kind: 'icecat',
    async find(query, locale) {
      // Icecat answers an unknown product with 404, or 400 for codes it cannot resolve.
      const body = await fetchJson(requestUrl(query, locale), { headers: { 'api-token': options.apiToken }, fetch: options.fetch, notFound: [400, 404] });
      return body === null ? null : mapIcecat(body);
    },
  };
}
