import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { Link } from '@/i18n/navigation';
import { Section } from '../../ui/section';
import { ContractStatusBadge } from '../status-badges';

/** The company fields a decision says it lacked (details.missing), when it names any this portal knows. */
function missingFields(details: Record<string, unknown> | null): string[] {
  const missing = details?.missing;
  return Array.isArray(missing) ? missing.filter((field): field is string => typeof field === 'string') : [];
}

/**
 * The credit provider's decisions and their reasons; a reason this portal
 * does not know is shown as the provider gave it. A request for documents
 * names them by kind, with a link to the Documents section where they are
 * uploaded; other missing company data is named field by field, with a link
 * to where the agent completes it.
 */
export function CreditDecisions({ decisions, editable = false }: { decisions: ContractDetail['creditDecisions']; editable?: boolean }) {
  const t = useTranslations('contracts.decision');
  const detail = useTranslations('contracts.detail');
  const company = useTranslations('contracts.company');
  const kinds = useTranslations('contracts.documents.kinds');
  const format = useFormat();
  const reason = (code: string) => (t.has(`reasons.${code}` as never) ? t(`reasons.${code}` as never) : code);
  const fieldName = (field: string) => (company.has(field as never) ? company(field as never) : field);
  return (
    <Section id="decisions" title={detail('decisions')}>
      {decisions.length === 0 ? (
        <p className="text-sm text-ink-muted">{detail('noDecisions')}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="credit-decisions">
          {[...decisions].reverse().map((d) => (
            <li key={d.id} className="rounded-md border border-slate-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <ContractStatusBadge status={d.outcome} />
                <time dateTime={d.decidedAt} className="text-xs text-ink-muted">
                  <time dateTime={d.decidedAt}>{format.moment(d.decidedAt)}</time>
                </time>
              </div>
              <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
                <div className="sm:col-span-2">
                  <dt className="inline text-ink-muted">{t('reason')}: </dt>
                  <dd className="inline font-medium text-ink">
                    {reason(d.reason)}
                    {d.documents.length > 0 ? (
                      // What is missing, as the documents that supply it: uploaded in the contract's Documents section.
                      <span data-testid="decision-missing">
                        {' — '}
                        {t('documents', { kinds: d.documents.map((k) => kinds(k)).join(', ') })}{' '}
                        <Link href="#documents" className="font-medium text-primary hover:underline">
                          {t('uploadDocuments')}
                        </Link>
                      </span>
                    ) : (
                      missingFields(d.details).length > 0 && (
                        <span data-testid="decision-missing">
                          {' — '}
                          {t('missing', { fields: missingFields(d.details).map(fieldName).join(', ') })}{' '}
                          <Link href={editable ? '/cart/customer-info' : '#company'} className="font-medium text-primary hover:underline">
                            {editable ? t('completeInCart') : t('seeCompany')}
                          </Link>
                        </span>
                      )
                    )}
                  </dd>
                </div>
                <div>
                  <dt className="inline text-ink-muted">{t('score')}: </dt>
                  <dd className="inline text-ink">{d.score ?? '—'}</dd>
                </div>
                <div>
                  <dt className="inline text-ink-muted">{t('provider')}: </dt>
                  <dd className="inline text-ink">{d.providerCode}</dd>
                </div>
                <div>
                  <dt className="inline text-ink-muted">{t('dossier')}: </dt>
                  <dd className="inline font-mono text-xs text-ink">{d.dossierId ?? '—'}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
