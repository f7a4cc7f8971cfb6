import 'server-only';
import QRCode from 'qrcode';
import { headers } from 'next/headers';
import type { Locale } from '@/i18n/routing';
import { edgeOf } from '../bff/origin';
import { portalEnv } from '../server/env';

// An agency's customer sign-up link (docs/domain.md, "Customer sign-up"): the
// portal's public address (PUBLIC_BASE_URL, else the one this request came
// to), the page's language and the agency's slug; and its QR code, drawn
// here as SVG so the browser loads nothing for it.

export async function signUpUrl(locale: Locale, slug: string): Promise<string> {
  const origin = portalEnv().publicOrigin ?? edgeOf(await headers()).origin ?? '';
  return `${origin}${locale === 'en' ? '/en' : ''}/on-boarding/${encodeURIComponent(slug)}`;
}

export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0f172a', light: '#ffffff' } });
}
