// Response bodies of the contracts area (docs/domain.md Contract, Company, Signer,
// Order; (docs/domain.md) history and decisions). Amounts in EUR; dates as ISO
// strings (timestamps with time, calendar days as YYYY-MM-DD).
import { z } from 'zod';
import { EndOfTermHistorySchema } from './end-of-term';
import { listTotalFields } from './list-total';
import { PROVIDER_PROFILES } from '../credit/provider-rules';
import { RESUBMIT_BLOCKS } from '../credit/resubmission';
import { MISSING_FACTS } from '../lifecycle/contract-facts';
import { DOCUMENT_KINDS } from '../domain/contract-documents';
import { CONTRACT_TYPES, GUARANTEE_TIERS } from '../domain/catalogue';
import { CONTRACT_PRODUCT_STATUSES, CONTRACT_STATUSES, CREDIT_OUTCOMES, ORDER_STATUSES, SHIPPING_MODES } from '../domain/contracts';

const Ref = z.object({ id: z.number().int(), name: z.string() });
const UserRef = z.object({ id: z.number().int(), username: z.string() }).nullable();
const Timestamp = z.string().meta({ format: 'date-time' });
const Day = z.string().meta({ format: 'date' });

/**
 * A company as a contract gives it. The contract keeps this copy of what was
 * typed; the agency's customer record is separate (docs/domain.md, "Company
 * data").
 */
export const CompanySnapshotSchema = z
  .object({
    name: z.string(),
    vatNumber: z.string(),
    fiscalCode: z.string().nullable(),
    pec: z.string().nullable(),
    iban: z.string().nullable(),
    address: z.string().nullable(),
    postalCode: z.string().nullable(),
    municipality: z.string().nullable(),
    province: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    employees: z.number().int().nullable(),
    businessTypeId: z.number().int().nullable(),
    incorporationDate: Day.nullable(),
    companySolidity: z.number().int().nullable(),
  })
  .meta({ id: 'CompanySnapshot' });

/** The agency's customer record of a company. */
export const CompanySchema = CompanySnapshotSchema.extend({ id: z.number().int(), agencyId: z.number().int() }).meta({ id: 'Company' });

/** A contract's company: its own copy, with the agency's record id only for callers who may open that record. */
export const ContractCompanySchema = CompanySnapshotSchema.extend({
  id: z.number().int().nullable().meta({ description: "The agency's customer record, when the caller's scope holds it; otherwise null" }),
  agencyId: z.number().int(),
}).meta({ id: 'ContractCompany' });

/** A signer as a contract names them (the contract's own copy). */
export const SignerSnapshotSchema = z
  .object({
    name: z.string(),
    surname: z.string(),
    role: z.string(),
    fiscalCode: z.string(),
    birthDate: Day.nullable(),
    country: z.string().nullable(),
    province: z.string().nullable(),
    town: z.string().nullable(),
    documentType: z.string().nullable(),
    documentNumber: z.string().nullable(),
  })
  .meta({ id: 'SignerSnapshot' });
export const SignerSnapshotsSchema = z.array(SignerSnapshotSchema);

/** A signer of the agency's customer record. */
export const SignerSchema = SignerSnapshotSchema.extend({ id: z.number().int() }).meta({ id: 'Signer' });

export const ContractSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ example: 'AP-2026-000042' }),
    status: z.enum(CONTRACT_STATUSES),
    archived: z.boolean(),
    contractType: z.enum(CONTRACT_TYPES),
    agency: Ref,
    provider: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
    durationMonths: z.number().int(),
    monthlyPayment: z.number(),
    totalValue: z.number(),
    company: z.object({ id: z.number().int(), name: z.string(), vatNumber: z.string() }).nullable(),
    customerName: z.string().nullable().meta({ description: 'The first signer, who signs for the company' }),
    createdBy: UserRef,
    createdAt: Timestamp,
    lastStatusChangeAt: Timestamp,
    closingDate: Day.nullable(),
    notes: z.string().nullable(),
  })
  .meta({ id: 'ContractSummary' });

export const ContractListSchema = z.object({ items: z.array(ContractSummarySchema), ...listTotalFields }).meta({ id: 'ContractList' });

export const ContractItemSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['product', 'accessory', 'service']),
    parentItemId: z.number().int().nullable(),
    modelId: z.number().int().nullable(),
    accessoryId: z.number().int().nullable(),
    serviceId: z.number().int().nullable(),
    name: z.string(),
    partNumber: z.string().nullable(),
    tier: z.enum(GUARANTEE_TIERS).nullable(),
    quantity: z.number().int(),
    unitPrice: z.number(),
    amount: z.number(),
  })
  .meta({ id: 'ContractItem' });

export const ContractUnitSchema = z
  .object({
    id: z.number().int(),
    itemId: z.number().int(),
    modelId: z.number().int(),
    name: z.string(),
    status: z.enum(CONTRACT_PRODUCT_STATUSES),
    partNumber: z.string(),
    serialNumber: z.string().nullable(),
    ddtDate: Day.nullable(),
    ddtNumber: z.string().nullable(),
    destinationId: z.number().int().nullable(),
    orderId: z.number().int().nullable().meta({ description: 'The supplier order covering this unit; null: still to order' }),
  })
  .meta({ id: 'ContractUnit' });

export const DestinationSchema = z
  .object({
    id: z.number().int(),
    contactName: z.string(),
    phone: z.string().nullable(),
    address: z.string(),
    postalCode: z.string(),
    town: z.string(),
    province: z.string(),
    units: z.number().int(),
  })
  .meta({ id: 'ShippingDestination' });

export const CreditDecisionSchema = z
  .object({
    id: z.number().int(),
    providerCode: z.string(),
    dossierId: z.string().nullable(),
    outcome: z.enum(CREDIT_OUTCOMES),
    score: z.number().int().nullable(),
    reason: z.string().meta({ description: 'Stable code, e.g. score_below_ko; details hold the figures' }),
    details: z.record(z.string(), z.unknown()).nullable(),
    documents: z
      .array(z.enum(DOCUMENT_KINDS))
      .meta({ description: 'missingDocs: the kinds of document asked for (docs/domain.md, "Missing documents"); empty for the other outcomes' }),
    decidedAt: Timestamp,
  })
  .meta({ id: 'CreditDecision' });

export const MissingFactSchema = z
  .object({
    code: z.enum(MISSING_FACTS),
    count: z.number().int().optional().meta({ description: 'How many units or documents lack it' }),
  })
  .meta({ id: 'ContractMissingFact' });

const WaitingStatusSchema = z
  .object({
    status: z.enum(CONTRACT_STATUSES),
    missing: z.array(MissingFactSchema),
    overridable: z.boolean().meta({ description: 'The caller may step past the missing facts with a written reason (capability contracts.override)' }),
  })
  .meta({ id: 'ContractWaitingStatus' });

export const GuaranteeChangeSchema = z
  .object({
    productId: z.number().int(),
    modelName: z.string(),
    serialNumber: z.string().nullable(),
    fromTier: z.enum(GUARANTEE_TIERS),
    toTier: z.enum(GUARANTEE_TIERS),
    monthlyBefore: z.number(),
    monthlyAfter: z.number(),
    ticket: z.object({ id: z.number().int(), number: z.string() }),
  })
  .meta({ id: 'ContractGuaranteeChange', description: "A unit's guarantee extended by a confirmed warranty offer, and the monthly payment before and after" });
export type GuaranteeChange = z.infer<typeof GuaranteeChangeSchema>;

export const ProviderChangeSchema = z
  .object({
    fromCode: z.string(),
    toCode: z.string(),
    monthlyBefore: z.number(),
    monthlyAfter: z.number(),
  })
  .meta({ id: 'ContractProviderChange', description: 'A refused deal resubmitted to another credit provider, repriced from its rate factors' });
export type ProviderChange = z.infer<typeof ProviderChangeSchema>;

export const HistoryEntrySchema = z
  .object({
    id: z.number().int(),
    fromStatus: z.enum(CONTRACT_STATUSES).nullable(),
    toStatus: z.enum(CONTRACT_STATUSES),
    changedBy: UserRef.meta({ description: 'null: the system (credit provider, archiving job)' }),
    changedAt: Timestamp,
    note: z.string().nullable(),
    override: z
      .object({ reason: z.string(), facts: z.array(z.enum(MISSING_FACTS)) })
      .nullable()
      .meta({ description: 'The move stepped past missing facts: the written reason and what was missing (docs/domain.md, Overrides)' }),
    guaranteeChange: GuaranteeChangeSchema.nullable().meta({ description: 'Not a move: a unit’s guarantee was extended (the status stays)' }),
    providerChange: ProviderChangeSchema.nullable().meta({
      description: 'The move resubmitted the deal to this provider (docs/domain.md, "Credit providers")',
    }),
    creditDecision: z
      .object({ providerCode: z.string(), reason: z.string() })
      .nullable()
      .meta({ description: "The credit provider's decision that made the move: who decided and why (a stable reason code)" }),
    endOfTerm: EndOfTermHistorySchema.nullable().meta({ description: 'Not a move: the choice at the end of the term (the status stays)' }),
  })
  .meta({ id: 'ContractHistoryEntry' });
export const HistorySchema = z.array(HistoryEntrySchema);

export const SupplierOrderSchema = z
  .object({
    id: z.number().int(),
    contractId: z.number().int(),
    supplierName: z.string(),
    supplierCode: z.string(),
    orderNumber: z.string(),
    orderDate: Day,
    supplierPrice: z.number(),
    unitIds: z.array(z.number().int()),
    createdAt: Timestamp,
  })
  .meta({ id: 'SupplierOrder' });

export const ContractActionsSchema = z
  .object({
    edit: z.boolean(),
    delete: z.boolean(),
    archive: z.boolean(),
    unarchive: z.boolean(),
    approve: z.boolean(),
    confirm: z.boolean(),
    resend: z.boolean(),
    cancelDossier: z.boolean(),
    resubmit: z.boolean(),
  })
  .meta({ id: 'ContractActions', description: 'What the caller may do now, for the detail page' });

export const ProviderOptionSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    profile: z.enum(PROVIDER_PROFILES),
    current: z.boolean().meta({ description: 'The provider the contract has now (the one that refused it)' }),
    monthlyPayment: z.number().nullable().meta({ description: "The monthly payment from this provider's rate factors; null: it has none for the duration" }),
    totalValue: z.number().nullable(),
    blocks: z
      .array(z.enum(RESUBMIT_BLOCKS))
      .meta({ description: 'What keeps the deal from this provider (docs/domain.md, "Credit providers"); empty: it may be resubmitted there' }),
  })
  .meta({ id: 'ContractProviderOption' });

export const ContractDetailSchema = ContractSummarySchema.extend({
  archivedAt: Timestamp.nullable(),
  shippingMode: z.enum(SHIPPING_MODES),
  shippingContact: z.object({ name: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() }).nullable(),
  shippingAddress: z
    .object({ address: z.string().nullable(), postalCode: z.string().nullable(), town: z.string().nullable(), province: z.string().nullable() })
    .nullable(),
  company: ContractCompanySchema.nullable(),
  productsAmount: z.number(),
  accessoriesAmount: z.number(),
  servicesAmount: z.number(),
  shippingCost: z.number(),
  financedAmount: z.number(),
  commissionAmount: z.number().optional().meta({ description: 'Agency staff and administrators only' }),
  reviewNotes: z.string().nullable(),
  dossierCancelledAt: Timestamp.nullable(),
  orderStatus: z.enum(ORDER_STATUSES),
  startDate: Day.nullable().meta({ description: 'The day delivery was confirmed: the contract runs from it' }),
  items: z.array(ContractItemSchema),
  units: z.array(ContractUnitSchema),
  destinations: z.array(DestinationSchema),
  signers: z.array(SignerSnapshotSchema),
  creditDecisions: z.array(CreditDecisionSchema),
  history: z.array(HistoryEntrySchema),
  orders: z.array(SupplierOrderSchema),
  nextStatuses: z.array(z.enum(CONTRACT_STATUSES)).meta({ description: 'What the caller may pick in PUT …/status' }),
  waitingStatuses: z
    .array(WaitingStatusSchema)
    .meta({ description: 'Moves the caller may make once the facts they lack hold (docs/domain.md, Lifecycle); an override with a reason steps past them' }),
  actions: ContractActionsSchema,
  providerOptions: z
    .array(ProviderOptionSchema)
    .meta({ description: 'A refused deal the caller may resubmit: every active provider with its price and what keeps the deal from it; empty otherwise' }),
}).meta({ id: 'ContractDetail' });

export const EconomicsSchema = z
  .object({
    contractId: z.number().int(),
    number: z.string(),
    durationMonths: z.number().int(),
    productsAmount: z.number(),
    accessoriesAmount: z.number(),
    servicesAmount: z.number(),
    shippingCost: z.number(),
    financedAmount: z.number(),
    rateFactor: z.number().optional().meta({ description: 'monthlyPayment / financedAmount; agency staff and administrators only' }),
    monthlyPayment: z.number(),
    totalValue: z.number(),
    commission: z.object({ percent: z.number(), amount: z.number() }).optional().meta({ description: 'Agency staff and administrators only' }),
    supplierCost: z.number().optional().meta({ description: 'Sum of the supplier orders; agency staff and administrators only' }),
    margin: z.number().optional().meta({ description: 'financedAmount − supplierCost − commission; agency staff and administrators only' }),
  })
  .meta({ id: 'ContractEconomics' });

export type CompanySnapshot = z.infer<typeof CompanySnapshotSchema>;
export type SignerSnapshot = z.infer<typeof SignerSnapshotSchema>;
export type ContractSummary = z.infer<typeof ContractSummarySchema>;
export type ContractDetail = z.infer<typeof ContractDetailSchema>;
