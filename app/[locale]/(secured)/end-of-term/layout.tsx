import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/layout/client-messages';

// The browser gets the messages this area's client components read (i18n/client-scopes.ts).
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientMessages scope="endOfTerm">{children}</ClientMessages>;
}
