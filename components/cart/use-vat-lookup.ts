'use client';

import { useCallback, useRef, useState } from 'react';
import { lookupCompany } from '@/lib/cart/client-api';
import type { CompanyLookup } from '@/lib/cart/types';
import { PortalError } from '@/lib/client/portal-fetch';

export type LookupState = { status: 'idle' | 'searching' | 'found' | 'partial' | 'notFound' | 'failed'; missing: string[] };

/**
 * The company-credit lookup by VAT number: once per number, latest answer wins.
 * `lookup` resolves to the state it ended in, or null when it did not run (an
 * invalid or already searched number) or a later search overtook it.
 */
export function useVatLookup(agencyId: number, apply: (answer: CompanyLookup) => string[]) {
  const [state, setState] = useState<LookupState>({ status: 'idle', missing: [] });
  const last = useRef<string | null>(null);
  const sequence = useRef(0);

  const lookup = useCallback(
    async (raw: string, force = false) => {
      // The number's format and check digit load with the first number typed, not with the page.
      const rules = await Promise.all([import('@/core/validation/checks'), import('@/core/validation/patterns')]).catch(() => null);
      if (!rules) {
        setState({ status: 'failed', missing: [] });
        return { status: 'failed', missing: [] } satisfies LookupState;
      }
      const [checks, patterns] = rules;
      const vatNumber = patterns.normalizeForPattern('vatNumber', raw);
      if (!checks.passes('vatNumber', vatNumber) || (!force && last.current === vatNumber)) return null;
      last.current = vatNumber;
      const mine = ++sequence.current;
      setState({ status: 'searching', missing: [] });
      try {
        const answer = await lookupCompany(agencyId, vatNumber);
        if (mine !== sequence.current) return null;
        const missing = apply(answer);
        const found: LookupState = { status: missing.length > 0 ? 'partial' : 'found', missing };
        setState(found);
        return found;
      } catch (error) {
        if (mine !== sequence.current) return null;
        const failed: LookupState = { status: error instanceof PortalError && error.status === 404 ? 'notFound' : 'failed', missing: [] };
        setState(failed);
        return failed;
      }
    },
    [agencyId, apply],
  );

  return { state, lookup };
}
