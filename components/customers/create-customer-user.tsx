'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CustomerUserDialog } from '../contracts/actions/lazy-customer-user-dialog';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';

interface Props {
  agencyId: number;
  company: string;
  email: string | null;
  contracts: { id: number; number: string }[];
}

/** 'Create customer user' from the customer page: the account is made from one of the company's contracts. */
export function CreateCustomerUser({ agencyId, company, email, contracts }: Props) {
  const t = useTranslations('contracts.actions');
  const hints = useTranslations('customers.detail');
  const [open, setOpen] = useState(false);
  // A new key each time it opens: the form starts from the company's address again.
  const [key, setKey] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="flex flex-col items-end gap-2">
      <Button
        variant="secondary"
        onClick={() => {
          setKey((k) => k + 1);
          setOpen(true);
        }}
        disabled={contracts.length === 0}
        aria-describedby="customer-user-hint"
      >
        {t('createCustomerUser')}
      </Button>
      <p id="customer-user-hint" className="text-xs text-ink-muted">
        {contracts.length === 0 ? hints('noContractForUser') : hints('createUserHint')}
      </p>
      {done && <Alert tone="info">{done}</Alert>}
      <CustomerUserDialog
        key={key}
        open={open}
        onOpenChange={setOpen}
        agencyId={agencyId}
        company={company}
        defaultEmail={email}
        contracts={contracts}
        onCreated={setDone}
      />
    </div>
  );
}
