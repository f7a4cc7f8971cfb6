// Response bodies of the tickets area (docs/domain.md, "Tickets"): the
// customer's products, a product's support page, the questionnaire, tickets
// in a list and in detail with their history and attachments. Timestamps are
// ISO strings, calendar days YYYY-MM-DD.
import { z } from 'zod';
import { GUARANTEE_TIERS, MODEL_CATEGORIES } from '../domain/catalogue';
import { CONTRACT_STATUSES } from '../domain/contracts';
import { ATTACHMENT_TYPES, EXTENSION_REFUSALS, QUESTION_KINDS, TICKET_EVENTS, TICKET_KINDS, TICKET_STATUSES } from '../domain/tickets';
import { OFFER_STATES } from '../tickets/warranty-offer';
import { AuditTrailSchema } from './audit';
import { SupportTicketFieldsSchema, WarrantyTicketFieldsSchema } from './tickets';

const Ref = z.object({ id: z.number().int(), name: z.string() });
const UserRef = z.object({ id: z.number().int(), username: z.string() }).nullable();
const Timestamp = z.string().meta({ format: 'date-time' });
const Day = z.string().meta({ format: 'date' });

export const TicketProductSchema = z
  .object({
    id: z.number().int().meta({ description: 'The product unit (contract product)' }),
    customer: Ref,
    model: z.object({ id: z.number().int(), name: z.string(), category: z.enum(MODEL_CATEGORIES) }),
    partNumber: z.string(),
    serialNumber: z.string().nullable(),
    contract: z.object({
      id: z.number().int(),
      number: z.string(),
      status: z.enum(CONTRACT_STATUSES),
      startDate: Day.meta({ description: 'The day the contract became active' }),
      durationMonths: z.number().int(),
    }),
    tier: z.enum(GUARANTEE_TIERS).nullable().meta({ description: "The unit's guarantee tier" }),
    extensionOffered: z.boolean().meta({ description: 'Below the top tier, on an active contract: the customer may ask for an extension' }),
    openTickets: z.number().int().meta({ description: 'Tickets on this product not closed yet' }),
  })
  .meta({ id: 'TicketProduct' });

export const TicketProductListSchema = z.object({ items: z.array(TicketProductSchema) }).meta({ id: 'TicketProductList' });

/** What the forms start from: the product's shipping contact and address, else the company's. */
export const AddressPrefillSchema = z
  .object({
    nome: z.string(),
    via: z.string(),
    citta: z.string(),
    provincia: z.string(),
    cap: z.string(),
    nazione: z.string(),
    cellulare: z.string(),
    telefono: z.string(),
    email: z.string(),
  })
  .meta({ id: 'TicketAddressPrefill' });

export const ProductSupportSchema = z
  .object({ product: TicketProductSchema, prefill: AddressPrefillSchema })
  .meta({ id: 'TicketProductSupport', description: 'A product with what its ticket forms are prefilled with' });

export const WarrantyQuestionSchema = z
  .object({ id: z.number().int(), text: z.string(), kind: z.enum(QUESTION_KINDS), required: z.boolean() })
  .meta({ id: 'WarrantyQuestion', description: "A question in the caller's language" });

export const QuestionnaireSchema = z
  .object({ category: z.enum(MODEL_CATEGORIES), questions: z.array(WarrantyQuestionSchema) })
  .meta({ id: 'WarrantyQuestionnaire' });

export const EditableQuestionSchema = z
  .object({
    id: z.number().int(),
    textIt: z.string(),
    textEn: z.string(),
    kind: z.enum(QUESTION_KINDS),
    required: z.boolean(),
    disqualifyingAnswer: z.enum(['yes', 'no']).nullable(),
  })
  .meta({ id: 'EditableWarrantyQuestion' });

export const QuestionnairesSchema = z
  .array(z.object({ category: z.enum(MODEL_CATEGORIES), questions: z.array(EditableQuestionSchema), history: AuditTrailSchema }))
  .meta({ id: 'WarrantyQuestionnaires', description: 'Every category, in the catalogue order' });

export const ExtensionOutcomeSchema = z
  .object({
    possible: z.boolean(),
    fromTier: z.enum(GUARANTEE_TIERS).nullable(),
    toTier: z.enum(GUARANTEE_TIERS).nullable(),
    monthlyPrice: z.number().nullable().meta({ description: 'EUR a month added to the payment; null when not possible' }),
    reason: z.enum(EXTENSION_REFUSALS).nullable().meta({ description: 'Why not; null when possible' }),
  })
  .meta({ id: 'ExtensionOutcome' });
export type ExtensionOutcomeAnswer = z.infer<typeof ExtensionOutcomeSchema>;

export const TicketSummarySchema = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ example: 'TK-2026-000012' }),
    kind: z.enum(TICKET_KINDS),
    status: z.enum(TICKET_STATUSES),
    agency: Ref,
    customer: Ref,
    product: z.object({ id: z.number().int(), modelId: z.number().int(), modelName: z.string(), serialNumber: z.string().nullable() }),
    contract: z.object({ id: z.number().int(), number: z.string() }),
    createdBy: UserRef,
    createdAt: Timestamp,
    lastStatusChangeAt: Timestamp,
  })
  .meta({ id: 'TicketSummary' });
export type TicketSummary = z.infer<typeof TicketSummarySchema>;

export const TicketListSchema = z
  .object({
    items: z.array(TicketSummarySchema),
    total: z.number().int(),
    options: z
      .object({ agencies: z.array(Ref), customers: z.array(Ref), models: z.array(Ref) })
      .meta({ description: "The agencies, customers and models of the caller's tickets, for the filters" }),
  })
  .meta({ id: 'TicketList' });

export const TicketEventSchema = z
  .object({
    id: z.number().int(),
    event: z.enum(TICKET_EVENTS),
    fromStatus: z.enum(TICKET_STATUSES).nullable(),
    toStatus: z.enum(TICKET_STATUSES),
    by: UserRef,
    at: Timestamp,
    note: z.string().nullable(),
    internal: z.boolean().meta({ description: 'Back office only; customers never receive internal notes' }),
  })
  .meta({ id: 'TicketEvent' });

export const AttachmentSchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    contentType: z.enum(ATTACHMENT_TYPES),
    size: z.number().int(),
    uploadedBy: UserRef,
    createdAt: Timestamp,
  })
  .meta({ id: 'TicketAttachment' });

export const WarrantyAnswerSchema = z.object({ questionId: z.number().int(), question: z.string(), answer: z.string() }).meta({ id: 'WarrantyAnswer' });

export const WarrantyOfferSchema = z
  .object({
    state: z.enum(OFFER_STATES),
    fromTier: z.enum(GUARANTEE_TIERS),
    toTier: z.enum(GUARANTEE_TIERS),
    extraMonthly: z.number().meta({ description: 'EUR a month added to the contract’s payment (the pricing rules’, core/tickets/warranty-offer.ts)' }),
    monthlyBefore: z.number().meta({ description: 'The contract’s monthly payment when the offer was made' }),
    monthlyAfter: z.number().meta({ description: 'The contract’s monthly payment once the offer is confirmed' }),
    offeredBy: UserRef,
    offeredAt: Timestamp,
    answeredAt: Timestamp.nullable(),
    confirmedAt: Timestamp.nullable(),
  })
  .meta({ id: 'WarrantyOffer', description: 'The back office’s offer on an extended-warranty ticket and where it stands' });
export type WarrantyOffer = z.infer<typeof WarrantyOfferSchema>;

export const OfferChoiceSchema = z
  .object({ tier: z.enum(GUARANTEE_TIERS), extraMonthly: z.number(), monthlyAfter: z.number() })
  .meta({ id: 'WarrantyOfferChoice', description: 'A tier the back office may offer, priced' });
export type OfferChoice = z.infer<typeof OfferChoiceSchema>;

export const TicketDetailSchema = TicketSummarySchema.extend({
  product: TicketSummarySchema.shape.product.extend({ partNumber: z.string(), tier: z.enum(GUARANTEE_TIERS).nullable() }),
  support: SupportTicketFieldsSchema.nullable().meta({ description: 'Support tickets: the request as sent' }),
  warranty: z
    .object({ request: WarrantyTicketFieldsSchema, answers: z.array(WarrantyAnswerSchema), outcome: ExtensionOutcomeSchema })
    .nullable()
    .meta({ description: 'Extended-warranty tickets: the request, the answers and the answer it got' }),
  resolvedAt: Timestamp.nullable(),
  deletedAt: Timestamp.nullable(),
  history: z.array(TicketEventSchema).meta({ description: 'Oldest first' }),
  attachments: z.array(AttachmentSchema),
  nextStatuses: z.array(z.enum(TICKET_STATUSES)).meta({ description: 'The moves open to the caller from the present status' }),
  offer: WarrantyOfferSchema.nullable().meta({ description: 'Extended-warranty tickets: the offer, once made' }),
  offerChoices: z
    .array(OfferChoiceSchema)
    .meta({ description: 'The tiers the caller may offer now, each priced by the pricing rules (empty: no offer may be made)' }),
  actions: z.object({
    delete: z.boolean(),
    attach: z.boolean(),
    internalNotes: z.boolean(),
    note: z.boolean().meta({ description: 'May add a note without moving the ticket' }),
    answerOffer: z.boolean().meta({ description: 'May accept or decline the offer now' }),
    confirmOffer: z.boolean().meta({ description: 'May confirm the accepted offer now' }),
  }),
}).meta({ id: 'TicketDetail' });
export type TicketDetail = z.infer<typeof TicketDetailSchema>;
