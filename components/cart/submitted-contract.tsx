import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import { Link } from '@/i18n/navigation';
import type { SubmittedContract as Contract } from '@/lib/api/cart';
import { Alert } from '../ui/alert';

/** After submitting: the contract's number and status; a draft says it awaits an administrator's approval. */
export function SubmittedContract({ contract }: { contract: Contract }) {
  const t = useTranslations('cart.result');
  const status = useTranslations('cart.status');
  const format = useFormat();
  const draft = contract.status === 'draft' || contract.status === 'draft_with_notes';
  return (
    <section
      aria-labelledby="result-title"
      className="mx-auto flex max-w-2xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6"
      data-testid="submitted-contract"
    >
      <h2 id="result-title" className="text-xl font-semibold text-ink">
        {t('title')}
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <dt className="text-ink-muted">{t('number')}</dt>
        <dd className="font-semibold text-ink" data-testid="contract-number">
          {contract.number}
        </dd>
        <dt className="text-ink-muted">{t('status')}</dt>
        <dd className="text-ink" data-testid="contract-status" data-status={contract.status}>
          {status(contract.status as never)}
        </dd>
        <dt className="text-ink-muted">{t('company')}</dt>
        <dd className="text-ink">{contract.companyName ?? t('noCompany')}</dd>
        <dt className="text-ink-muted">{t('payment')}</dt>
        <dd className="text-ink">
          {t('paymentValue', { monthly: format.money(contract.monthlyPayment), months: contract.durationMonths, total: format.money(contract.totalValue) })}
        </dd>
      </dl>
      {draft ? <Alert tone="info">{t('awaitingApproval')}</Alert> : <Alert tone="info">{t('evaluated')}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Link href={`/contracts/${contract.id}`} className="rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-contrast hover:bg-primary-dark">
          {t('open')}
        </Link>
        <Link href="/products" className="rounded-md border border-primary px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-light">
          {t('newQuote')}
        </Link>
      </div>
    </section>
  );
}
