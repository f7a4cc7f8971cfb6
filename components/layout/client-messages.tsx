import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CLIENT_SCOPES, type ClientScope } from '@/i18n/client-scopes';
import { pickOnce } from '@/i18n/pick-messages';

/** The client components below get the messages of their scope only (i18n/client-scopes.ts). */
export async function ClientMessages({ scope, children }: { scope: ClientScope; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickOnce(messages, scope, CLIENT_SCOPES[scope])}>{children}</NextIntlClientProvider>;
}
