'use client';

import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { ErrorContractDialog } from './error-contract-dialog';

/**
 * The contract's number in a list, a link to its detail; a contract in error asks
 * 'Contratto in errore' first (a new tab or window opens at once). The only part of
 * the contracts table that runs in the browser: the table itself is rendered on the server.
 */
export function ContractNumberLink({ id, number, inError, label }: { id: number; number: string; inError: boolean; label: string }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Link
        href={`/contracts/${id}`}
        aria-label={label}
        className="font-semibold text-primary hover:underline"
        onClick={(event) => {
          if (!inError || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          setAsking(true);
        }}
      >
        {number}
      </Link>
      {inError && <ErrorContractDialog contract={asking ? { id, number } : null} onClose={() => setAsking(false)} />}
    </>
  );
}
