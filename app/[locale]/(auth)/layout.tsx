import type { ReactNode } from 'react';
import { CenteredLayout } from '@/components/layout/centered-layout';
import { ClientMessages } from '@/components/layout/client-messages';

// The authentication layout.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <ClientMessages scope="auth">
      <CenteredLayout>{children}</CenteredLayout>
    </ClientMessages>
  );
}
