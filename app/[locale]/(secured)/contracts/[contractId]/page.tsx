import { parseId } from '@/core/ids';
import { notFound } from 'next/navigation';
import { ContractActions } from '@/components/contracts/actions/contract-actions';
import { LazyResubmitPanel } from '@/components/contracts/actions/resubmit-panel-lazy';
import { ContractHeader } from '@/components/contracts/detail/contract-header';
import { ContractSummary } from '@/components/contracts/detail/contract-summary';
import { CreditDecisions } from '@/components/contracts/detail/credit-decisions';
import { EconomicsCard } from '@/components/contracts/detail/economics-card';
import { HistoryTimeline } from '@/components/contracts/detail/history-timeline';
import { ItemsTable } from '@/components/contracts/detail/items-table';
import { NotesCard } from '@/components/contracts/detail/notes-card';
import { OrdersCard } from '@/components/contracts/detail/orders-card';
import { ShippingCard } from '@/components/contracts/detail/shipping-card';
import { UnitsTable } from '@/components/contracts/detail/units-table';
import { CompanyCard } from '@/components/customers/company-card';
import type { Locale } from '@/i18n/routing';
import { getContract, getDocuments, getEconomics } from '@/lib/api/contracts';
import { DocumentsSection } from '@/components/contracts/documents/documents-section';
import { TermCard } from '@/components/end-of-term/term-card';
import { getContractTerm } from '@/lib/api/end-of-term';
import { pageRead } from '@/lib/api/page-read';
import { requirePage } from '@/lib/auth/page-guard';
import { holds } from '@/core/capabilities';
import { routeMetadata } from '@/lib/server/page-metadata';

export const generateMetadata = routeMetadata('contract');

interface Props {
  params: Promise<{ locale: Locale; contractId: string }>;
}

export default async function ContractPage({ params }: Props) {
  const { locale, contractId } = await params;
  const session = await requirePage('contract', locale);
  const id = parseId(contractId);
  if (id === null) notFound();
  // Out of the caller's scope the API answers 404: the not-found page, never someone else's data.
  const [contract, economics, documents] = await Promise.all([
    pageRead(getContract(session, id), locale),
    pageRead(getEconomics(session, id), locale),
    pageRead(getDocuments(session, id), locale),
  ]);
  const role = session.role!;
  // A running contract's end of term (docs/domain.md, "End of term"): whoever reads the contract reads it.
  const term = contract.status === 'active' && !contract.archived ? await pageRead(getContractTerm(session, id), locale) : null;
  const frozen = contract.archived || contract.dossierCancelledAt !== null;
  // Only for a company whose record the caller holds (id given): the agency confirms who follows its contracts.
  const mayCreateUser = contract.company?.id != null && holds({ role }, 'contracts.customerAccount.create');
  // Customers see their contract, its products, documents and status; not the agency's workings.
  const staff = holds({ role }, 'contracts.workings.read');

  return (
    <div className="flex flex-col gap-4">
      <ContractHeader contract={contract} now={new Date()} staff={staff} />
      {/* A customer gets the actions panel only when there is something to answer. */}
      {(staff || contract.nextStatuses.length > 0 || contract.waitingStatuses.length > 0) && (
        <ContractActions
          agencyId={session.agencyId!}
          contract={{
            id: contract.id,
            number: contract.number,
            status: contract.status,
            actions: contract.actions,
            nextStatuses: contract.nextStatuses,
            waitingStatuses: contract.waitingStatuses,
          }}
          canChangeStatus={!frozen && holds({ role }, 'contracts.status.answer')}
          customerUser={mayCreateUser ? { company: contract.company!.name, email: contract.company!.email } : null}
        />
      )}
      {/* A refused deal the caller may resubmit: where it could go instead (docs/domain.md, "Credit providers"). */}
      {contract.providerOptions.length > 0 && <LazyResubmitPanel agencyId={session.agencyId!} contract={contract} />}
      <ContractSummary contract={contract} linkCustomer={holds({ role }, 'customers.read')} staff={staff} />
      {term && <TermCard term={term} customer={!staff} canDecide={holds({ role }, 'contracts.endOfTerm.decide')} />}
      {/* What the credit decision asks for, the customer included: they may upload on their own contract. */}
      {(documents.requested.length > 0 || documents.documents.length > 0) && (
        <DocumentsSection agencyId={session.agencyId!} contractId={contract.id} documents={documents} />
      )}
      <div className={staff ? 'grid gap-4 lg:grid-cols-2' : 'grid gap-4'}>
        {staff && <CreditDecisions decisions={contract.creditDecisions} editable={contract.actions.edit} />}
        <HistoryTimeline history={contract.history} />
      </div>
      <ItemsTable items={contract.items} />
      <UnitsTable contract={contract} showOrders={staff} />
      {staff && <OrdersCard contract={contract} linkOrder={holds({ role }, 'orders.read')} />}
      <EconomicsCard economics={economics} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ShippingCard contract={contract} />
        <NotesCard notes={contract.notes} reviewNotes={contract.reviewNotes} />
      </div>
      <CompanyCard company={contract.company} signers={contract.signers} staff={staff} />
    </div>
  );
}
