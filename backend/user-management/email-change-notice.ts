// The notice to the old address when someone else changes an account's
// e-mail (the users page, a users import): its owner learns of it even when
// the new address is not theirs. It names no new address and carries no
// token, only the sign-in page. Sent after the change has committed.
import type { Locale } from '../i18n';
import { type MailDeps, portalLink, sendInBackground } from '../mail';

export interface EmailChange {
  /** the username as saved */
  username: string;
  /** the address the account had until now: the notice goes there */
  from: string;
}

export function noticeEmailChanged(mail: MailDeps, change: EmailChange, locale: Locale): Promise<void> {
  return sendInBackground(mail, {
    kind: 'emailChanged',
    locale,
    to: change.from,
    name: change.username,
    link: portalLink(mail.publicBaseUrl, locale, 'login', {}),
    params: { username: change.username },
  });
}
