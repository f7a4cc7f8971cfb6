// The cookie banner's consent without JavaScript (components/layout/cookie-banner-view.tsx): the banner
// is a form posting here, so a press before the page's scripts have run still counts. A same-origin POST
// sets the consent cookie and sends the browser back (303) to the page it came from; a hydrated banner
// sets the cookie itself and never posts.
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { edgeOf } from '@/lib/bff/origin';
import { otherMethods, parseFormBody } from '@/lib/bff/session-handler';
import { consentCookie } from '@/lib/cookie-consent';
import { portalEnv } from '@/lib/server/env';
import { localizedPath } from '@/i18n/locale-path';

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('/api/session/consent');

/** The page the form was on, as a path of this site (never another's); the language's home when the browser did not say. */
function pageBack(headers: Headers, locale: string): string {
  const home = localizedPath('/', hasLocale(routing.locales, locale) ? locale : routing.defaultLocale);
  const referer = headers.get('referer');
  if (!referer || !URL.canParse(referer)) return home;
  const url = new URL(referer);
  const ours = url.origin === edgeOf(headers).origin || url.origin === portalEnv().publicOrigin;
  // '//host/…' would be read as another site's address.
  return ours && !url.pathname.startsWith('//') ? `${url.pathname}${url.search}` : home;
}

export async function POST(request: Request) {
  const form = await parseFormBody(request);
  if (!form.ok) return form.response;
  const locale = form.data?.get('locale');
  return new Response(null, {
    status: 303,
    headers: {
      // A relative address: behind a proxy the server's own idea of its URL may be wrong.
      location: pageBack(request.headers, typeof locale === 'string' ? locale : ''),
      'set-cookie': consentCookie(new Date(), edgeOf(request.headers).protocol === 'https'),
      'cache-control': 'no-store',
    },
  });
}
