'use client';

import { Suspense, lazy, useEffect } from 'react';

// Every page's HTML loads this boundary's code, and it shows only when a page fails: what it shows loads then.
// Should that load fail too (the network is gone), the root's global error page takes over.
const ErrorPage = lazy(() => import('@/components/auth/error-page').then((module) => ({ default: module.ErrorPage })));

// unexpected errors lead to the general error page.
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('unexpected error', error.digest ?? error.message);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <ErrorPage />
    </Suspense>
  );
}
