// Sign-out after the API refused a page's token (lib/auth/session-end.ts):
// GET shows the form, a same-origin POST clears the session and sends the
// browser to the login page, which says why.
import { getTranslations } from 'next-intl/server';
import { type SessionEnd, sessionEndHtml, sessionEndSchema, startedByPortalOrPerson } from '@/lib/auth/session-end';
import { otherMethods, parseFormBody } from '@/lib/bff/session-handler';
import { localizedPath } from '@/i18n/locale-path';
import { newNonce, standalonePagePolicy } from '@/lib/server/security-headers';
import { getSession } from '@/lib/server/session';

const NO_STORE = 'no-store';

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('/api/session/end');

export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const end: SessionEnd = sessionEndSchema.parse({ error: query.get('error'), locale: query.get('locale') });
  const [errors, common, page] = await Promise.all([
    getTranslations({ locale: end.locale, namespace: 'errors' }),
    getTranslations({ locale: end.locale, namespace: 'common' }),
    getTranslations({ locale: end.locale, namespace: 'sessionEnd' }),
  ]);
  const nonce = newNonce();
  const html = sessionEndHtml({
    end,
    nonce,
    autoSubmit: startedByPortalOrPerson(request.headers),
    text: { title: common('appName'), reason: errors(end.error), button: page('signInAgain') },
  });
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': NO_STORE, 'content-security-policy': standalonePagePolicy(nonce) },
  });
}

export async function POST(request: Request) {
  const form = await parseFormBody(request);
  if (!form.ok) return form.response;
  const end = sessionEndSchema.parse({ error: form.data?.get('error'), locale: form.data?.get('locale') });
  (await getSession()).destroy();
  // A relative address: behind a proxy the server's own idea of its URL may be wrong.
  return new Response(null, {
    status: 303,
    headers: { location: localizedPath(`/login?error=${end.error}`, end.locale), 'cache-control': NO_STORE },
  });
}
