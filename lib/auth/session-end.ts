import 'server-only';
import { z } from 'zod';
import { routing } from '@/i18n/routing';

// /api/session/end: where a page sends the browser when the API refused its
// token. Signing out changes state, so only a same-origin POST does it; the
// GET answers a page whose form makes that POST (by itself when the portal or
// the person started the navigation, by a click when another site did).

export const END_REASONS = ['unauthorized', 'expired_session'] as const;
export type EndReason = (typeof END_REASONS)[number];

/** Query of the GET and fields of the POST; anything unknown falls back to the defaults. */
export const sessionEndSchema = z.object({
  error: z.enum(END_REASONS).catch('unauthorized'),
  locale: z.enum(routing.locales).catch(routing.defaultLocale),
});
export type SessionEnd = z.infer<typeof sessionEndSchema>;

/** Sec-Fetch-Site of navigations the portal's own pages or the person themselves started. */
export function startedByPortalOrPerson(headers: Headers): boolean {
  const site = headers.get('sec-fetch-site');
  return site === 'same-origin' || site === 'none';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export interface SessionEndPage {
  end: SessionEnd;
  nonce: string;
  autoSubmit: boolean;
  text: { title: string; reason: string; button: string };
}

/** Plain HTML (no Next.js runtime): a notice and the form that POSTs the sign-out. */
export function sessionEndHtml({ end, nonce, autoSubmit, text }: SessionEndPage): string {
  const script = autoSubmit ? `<script nonce="${nonce}">document.forms[0].submit();</script>` : '';
  return `<!doctype html>
<html lang="${end.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;text-align:center}button{font:inherit;margin-top:1rem;padding:.5rem 1.25rem;cursor:pointer}</style>
</head>
<body>
<main>
<p>${escapeHtml(text.reason)}</p>
<form method="post" action="/api/session/end">
<input type="hidden" name="error" value="${end.error}">
<input type="hidden" name="locale" value="${end.locale}">
<button type="submit">${escapeHtml(text.button)}</button>
</form>
</main>
${script}
</body>
</html>
`;
}
