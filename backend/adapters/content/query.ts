// The url parameter of /api/Icecat. The old client passed an Icecat address;
// we accept one only on the configured Icecat host and only read its product
// identifiers from it. The address itself is never fetched (no SSRF): the
// adapter builds its own request to its configured base URL.
import type { ContentQuery } from './types';

const ICECAT_ID = /^\d{1,12}$/;
const GTIN = /^\d{8,14}$/;
const CODE = /^[A-Za-z0-9][A-Za-z0-9 ._/#+-]{0,63}$/;

export function parseContentQuery(raw: string, icecatHost: string): ContentQuery | null {
  const text = raw.trim();
  if (ICECAT_ID.test(text)) return { icecatId: text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!['https:', 'http:'].includes(url.protocol) || url.username || url.password) return null;
  if (url.hostname.toLowerCase() !== icecatHost.toLowerCase()) return null;
  const param = (...names: string[]) => names.map((n) => url.searchParams.get(n)?.trim()).find((v) => v);
  const icecatId = param('icecat_id', 'IcecatId', 'product_id');
  if (icecatId && ICECAT_ID.test(icecatId)) return { icecatId };
  const gtin = param('GTIN', 'gtin', 'ean_upc', 'EAN');
  if (gtin && GTIN.test(gtin)) return { gtin };
  const brand = param('Brand', 'brand', 'vendor');
  const productCode = param('ProductCode', 'prod_id', 'productCode');
  if (brand && productCode && CODE.test(brand) && CODE.test(productCode)) return { brand, productCode };
  return null;
}
