'use client';

import { Suspense, lazy, useState } from 'react';
import type { CustomerUserDialogProps } from './customer-user-dialog';

const Dialog = lazy(() => import('./customer-user-dialog').then((module) => ({ default: module.CustomerUserDialog })));

/** CustomerUserDialog, whose form and checks load the first time it opens (as the dialog itself does), not with the page. */
export function CustomerUserDialog(props: CustomerUserDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  ) : null;
}
