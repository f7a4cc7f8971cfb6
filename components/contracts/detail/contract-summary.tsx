import { useFormatter, useTranslations } from 'next-intl';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { Link } from '@/i18n/navigation';
import { FieldList } from '../../ui/field-list';
import { Section } from '../../ui/section';

/** the contract fields. */
export function ContractSummary({ contract, linkCustomer, staff = true }: { contract: ContractDetail; linkCustomer: boolean; staff?: boolean }) {
  const t = useTranslations('contracts');
  const format = useFormatter();
  const euro = (value: number) => format.number(value, { style: 'currency', currency: 'EUR' });
  const moment = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const company = contract.company;
  return (
    <Section id="summary" title={t('detail.summary')}>
      <FieldList
        columns={3}
        items={[
          {
            label: t('columns.company'),
            value: company ? (
              // id is null when the agency's record of the company is outside the caller's scope.
              linkCustomer && company.id !== null ? (
                <Link href={`/customers/${company.id}`} className="font-medium text-primary hover:underline">
                  {company.name}
                </Link>
              ) : (
                company.name
              )
            ) : null,
          },
          { label: t('detail.customerName'), value: contract.customerName },
          { label: t('columns.agency'), value: contract.agency.name },
          { label: t('columns.agent'), value: contract.createdBy?.username },
          { label: t('columns.provider'), value: contract.provider.name },
          { label: t('columns.type'), value: t(`type.${contract.contractType}`) },
          { label: t('columns.duration'), value: t('months', { count: contract.durationMonths }) },
          { label: t('columns.monthlyPayment'), value: euro(contract.monthlyPayment) },
          { label: t('columns.totalValue'), value: euro(contract.totalValue) },
          { label: t('columns.createdAt'), value: moment(contract.createdAt) },
          { label: t('columns.lastStatusChangeAt'), value: moment(contract.lastStatusChangeAt) },
          {
            label: t('columns.closingDate'),
            value: contract.closingDate && format.dateTime(new Date(`${contract.closingDate}T12:00:00Z`), { dateStyle: 'medium' }),
          },
          { label: t('columns.archived'), value: contract.archived ? t('yes') : t('no') },
          // Supplier orders are the agency's business; a customer follows the units' own statuses.
          ...(staff ? [{ label: t('detail.orderStatus'), value: t(`orderStatus.${contract.orderStatus}`) }] : []),
        ]}
      />
    </Section>
  );
}
