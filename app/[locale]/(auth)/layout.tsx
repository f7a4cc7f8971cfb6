import type { ReactNode } from 'react';
import { CenteredLayout } from '@/components/layout/centered-layout';

// The authentication layout.
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <CenteredLayout>{children}</CenteredLayout>;
}
