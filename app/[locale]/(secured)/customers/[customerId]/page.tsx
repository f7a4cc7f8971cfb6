import { parseId } from '@/core/ids';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ContractsTable } from '@/components/contracts/contracts-table';
import { AddressesList } from '@/components/customers/addresses-list';
import { CompanyFields } from '@/components/customers/company-fields';
import { CreateCustomerUser } from '@/components/customers/create-customer-user';
import { SignersTable } from '@/components/customers/signers-table';
import { Section } from '@/components/ui/section';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getCustomer } from '@/lib/api/customers';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { DEFAULT_FILTERS, hrefOf } from '@/lib/contracts/filters';
import { holds } from '@/core/capabilities';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('customer');

interface Props {
  params: Promise<{ locale: Locale; customerId: string }>;
}

const CUSTOMER_CONTRACT_COLUMNS = ['number', 'status', 'agency', 'provider', 'type', 'monthlyPayment', 'totalValue', 'createdAt'] as const;

export default async function CustomerPage({ params }: Props) {
  const { locale, customerId } = await params;
  const session = await requirePage('customer', locale);
  const id = parseId(customerId);
  if (id === null) notFound();
  // Out of the caller's scope the API answers 404: the not-found page, never someone else's data.
  const [customer, t] = await Promise.all([pageRead(getCustomer(session, id, locale), locale), getTranslations('customers')]);
  const { company } = customer;
  const mayCreateUser = holds({ role: session.role }, 'contracts.customerAccount.create');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-2xl font-semibold text-ink" data-testid="customer-name">
            {company.name}
          </h2>
          <p className="text-sm text-ink-muted">
            {company.vatNumber} · {t('detail.agency')}: {customer.agency.name}
          </p>
        </div>
        {mayCreateUser && (
          <CreateCustomerUser
            agencyId={session.agencyId!}
            company={company.name}
            email={company.email}
            contracts={customer.contracts.map((c) => ({ id: c.id, number: c.number }))}
          />
        )}
      </div>
      <Section id="company" title={t('detail.company')}>
        <CompanyFields company={company} businessType={customer.businessType?.name ?? null} />
      </Section>
      <Section id="signers" title={t('detail.signers')}>
        {customer.signers.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('detail.noSigners')}</p>
        ) : (
          <SignersTable signers={customer.signers} caption={t('detail.signers')} />
        )}
      </Section>
      <Section id="addresses" title={t('detail.addresses')}>
        <AddressesList addresses={customer.addresses} />
      </Section>
      <Section
        id="contracts"
        title={t('detail.contracts')}
        actions={
          customer.contracts.length > 0 && (
            <Link
              href={hrefOf('/contracts', { ...DEFAULT_FILTERS, archived: 'all', customerId: company.id })}
              className="text-sm font-medium text-primary hover:underline"
            >
              {t('detail.allContracts')}
            </Link>
          )
        }
      >
        {customer.contracts.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('detail.noContracts')}</p>
        ) : (
          <ContractsTable items={customer.contracts} columns={CUSTOMER_CONTRACT_COLUMNS} caption={t('detail.contracts')} />
        )}
      </Section>
    </div>
  );
}
