import { useTranslations } from 'next-intl';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { Section } from '../ui/section';
import { CompanyFields } from './company-fields';
import { SignersTable } from './signers-table';

/** The contract's company and signers; a draft without them says what that means. */
export function CompanyCard({ company, signers, staff = true }: Pick<ContractDetail, 'company' | 'signers'> & { staff?: boolean }) {
  const t = useTranslations('contracts.detail');
  return (
    <>
      <Section id="company" title={t('company')}>
        {company ? <CompanyFields company={company} showSolidity={staff} /> : <p className="text-sm text-ink-muted">{t('noCompany')}</p>}
      </Section>
      <Section id="signers" title={t('signers')}>
        {signers.length === 0 ? <p className="text-sm text-ink-muted">{t('noSigners')}</p> : <SignersTable signers={signers} caption={t('signers')} />}
      </Section>
    </>
  );
}
