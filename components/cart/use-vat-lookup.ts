'use client';

import { useCallback, useRef, useState } from 'react';
import { lookupCompany } from '@/lib/cart/client-api';
import type { CompanyLookup } from '@/lib/cart/types';
import { PortalError } from '@/lib/client/portal-fetch';
import { normalizeForPattern, passes } from '@/core/validation/patterns';

export type LookupState = { status: 'idle' | 'searching' | 'found' | 'partial' | 'notFound' | 'failed'; missing: string[] };

/** The company-credit lookup by VAT number: once per number, latest answer wins. */
export function useVatLookup(agencyId: number, apply: (answer: CompanyLookup) => string[]) {
  const [state, setState] = useState<LookupState>({ status: 'idle', missing: [] });
  const last = useRef<string | null>(null);
  const sequence = useRef(0);

  const lookup = useCallback(
    async (raw: string, force = false) => {
      const vatNumber = normalizeForPattern('vatNumber', raw);
      if (!passes('vatNumber', vatNumber) || (!force && last.current === vatNumber)) return;
      last.current = vatNumber;
      const mine = ++sequence.current;
      setState({ status: 'searching', missing: [] });
      try {
        const answer = await lookupCompany(agencyId, vatNumber);
        if (mine !== sequence.current) return;
        const missing = apply(answer);
        setState({ status: missing.length > 0 ? 'partial' : 'found', missing });
      } catch (error) {
        if (mine !== sequence.current) return;
        setState({ status: error instanceof PortalError && error.status === 404 ? 'notFound' : 'failed', missing: [] });
      }
    },
    [agencyId, apply],
  );

  return { state, lookup };
}
