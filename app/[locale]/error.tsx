'use client';

import { useEffect } from 'react';
import { GeneralError } from '@/components/auth/general-error';
import { CenteredLayout } from '@/components/layout/centered-layout';

// unexpected errors lead to the general error page.
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('unexpected error', error.digest ?? error.message);
  }, [error]);
  return (
    <CenteredLayout>
      <GeneralError />
    </CenteredLayout>
  );
}
