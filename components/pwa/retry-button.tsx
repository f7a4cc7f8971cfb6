'use client';

import { Button } from '../ui/button';

// The offline page's way back: load the page again once the network is there.
export function RetryButton({ label }: { label: string }) {
  return <Button onClick={() => window.location.reload()}>{label}</Button>;
}
