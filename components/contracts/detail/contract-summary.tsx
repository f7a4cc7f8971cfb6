import { useTranslations } from 'next-intl';
import { useFormat } from '@/lib/format/use-format';
import type { ContractDetail } from '@/core/schemas/contracts-answers';
import { Link } from '@/i18n/navigation';
import { FieldList } from '../../ui/field-list';
import { Section } from '../../ui/section';

/** the contract fields. */
export function ContractSummary({ contract, linkCustomer, staff = true }: { contract: ContractDetail; linkCustomer: boolean; staff?: boolean }) {
  const t = useTranslations('contracts');
  const format = useFormat();
  const moment = (iso: string) => <time dateTime={iso}>{format.moment(iso)}</time>;
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
          { label: t('columns.monthlyPayment'), value: format.money(contract.monthlyPayment) },
          { label: t('columns.totalValue'), value: format.money(contract.totalValue) },
          { label: t('columns.createdAt'), value: moment(contract.createdAt) },
          { label: t('columns.lastStatusChangeAt'), value: moment(contract.lastStatusChangeAt) },
          {
            label: t('columns.closingDate'),
            value: contract.closingDate && <time dateTime={contract.closingDate}>{format.day(contract.closingDate)}</time>,
          },
          { label: t('columns.archived'), value: contract.archived ? t('yes') : t('no') },
          // Supplier orders are the agency's business; a customer follows the units' own statuses.
          ...(staff ? [{ label: t('detail.orderStatus'), value: t(`orderStatus.${contract.orderStatus}`) }] : []),
        ]}
      />
    </Section>
  );
}
