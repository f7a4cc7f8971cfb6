'use client';

import { CenteredLayout } from '../layout/centered-layout';
import { GeneralError } from './general-error';

/** The general error inside the brand's card: what app/[locale]/error.tsx shows when a page fails. */
export function ErrorPage() {
  return (
    <CenteredLayout>
      <GeneralError />
    </CenteredLayout>
  );
}
