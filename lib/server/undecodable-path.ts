import type { Locale } from '../../i18n/routing';

// What a person gets for a page address that does not decode (a broken or
// hand-edited link; core/http/percent-encoding.ts): one plain sentence in the
// page's language, read only when such an address arrives.

export async function undecodablePathAnswer(locale: Locale): Promise<Response> {
  const messages = (await import(`../../messages/${locale}.json`)).default as { badAddress: { text: string } };
  return new Response(`${messages.badAddress.text}\n`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
