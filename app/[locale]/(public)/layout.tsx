import type { ReactNode } from 'react';
import { CenteredLayout } from '@/components/layout/centered-layout';

// Public pages: /forbidden, /GeneralError, /unavailable and /offline.
export default function PublicLayout({ children }: { children: ReactNode }) {
  return <CenteredLayout>{children}</CenteredLayout>;
}
