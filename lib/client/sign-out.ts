import type { Locale } from '@/i18n/routing';
import { localizedPath } from '@/i18n/locale-path';

// Signing out from a menu or a page that every visit loads: the session's code (with the
// portal's fetch) loads when it is used, not with every page. Unloadable (offline, a new
// deployment), the person still goes to sign in.
export function signOut(locale: Locale): void {
  import('./session-actions').then(
    ({ logout }) => logout(),
    () => window.location.assign(localizedPath('/login', locale)),
  );
}
