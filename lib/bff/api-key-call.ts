import 'server-only';
import { looksLikeApiKey } from '../../core/api-keys';
import { SESSION_COOKIE } from '../server/session-cookie';

// A machine's call through the portal's own port (docs/integrations.md): an
// API key in Authorization and no session. It is forwarded with that key
// alone, never with a session's token or agency, and its answer never touches
// a cookie; a call that carries both a key and the session cookie is refused,
// so the two never mix (docs/security.md, "API keys").

/** The API key a call carries as its bearer token, or null (no Authorization, or a token that is no key). */
export function apiKeyOf(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '');
  return match?.[1] && looksLikeApiKey(match[1]) ? match[1] : null;
}

/** Whether the call carries the portal's session cookie, whether or not it opens. */
export function carriesSessionCookie(headers: Headers): boolean {
  return (headers.get('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));
}
