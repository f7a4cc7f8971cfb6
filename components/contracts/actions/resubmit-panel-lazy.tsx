'use client';

// The resubmission panel shows only on a refused contract, so its code loads
// with it rather than with every contract page (docs/decisions.md, "Forms":
// the contract page is held to the form budget).
import { type ComponentProps, Suspense, lazy } from 'react';
import type { ResubmitPanel as Panel } from './resubmit-panel';

const ResubmitPanel = lazy(() => import('./resubmit-panel').then((module) => ({ default: module.ResubmitPanel })));

export function LazyResubmitPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <ResubmitPanel {...props} />
    </Suspense>
  );
}
