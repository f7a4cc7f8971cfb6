import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { CompanySnapshot } from '@/core/schemas/contracts-answers';
import { FieldList } from '../ui/field-list';

/** A customer record or a contract's copy of its company. */
type Company = CompanySnapshot;

/** the company fields, shared by the contract and the customer pages. */
/** showSolidity: the credit bureau's score is for the agency's staff, not for the customer it rates. */
export function CompanyFields({ company, businessType, showSolidity = true }: { company: Company; businessType?: string | null; showSolidity?: boolean }) {
  const t = useTranslations('contracts.company');
  const format = useFormat();
  return (
    <FieldList
      columns={3}
      items={[
        { label: t('name'), value: company.name },
        { label: t('vatNumber'), value: company.vatNumber },
        { label: t('fiscalCode'), value: company.fiscalCode },
        { label: t('pec'), value: company.pec },
        { label: t('iban'), value: company.iban },
        { label: t('address'), value: company.address },
        { label: t('postalCode'), value: company.postalCode },
        { label: t('municipality'), value: company.municipality },
        { label: t('province'), value: company.province },
        { label: t('phone'), value: company.phone },
        { label: t('email'), value: company.email },
        { label: t('employees'), value: company.employees === null ? null : format.number(company.employees) },
        ...(businessType !== undefined ? [{ label: t('businessType'), value: businessType }] : []),
        {
          label: t('incorporationDate'),
          value: company.incorporationDate && format.day(company.incorporationDate),
        },
        ...(showSolidity ? [{ label: t('companySolidity'), value: company.companySolidity === null ? null : `${company.companySolidity}/100` }] : []),
      ]}
    />
  );
}
