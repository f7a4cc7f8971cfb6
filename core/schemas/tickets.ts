// Request bodies, queries and path parameters of the tickets area
// (docs/domain.md, "Tickets"): the support ticket with its delivery
// (…Consegna) and pick-up (…Ritiro) addresses, the extended-warranty request
// with its questionnaire's answers, status changes, the back office's list
// and the administrators' questionnaires. The ticket forms validate with these
// same schemas; rules that need today's date (core/tickets/pickup.ts) run
// beside them.
import { z } from 'zod';
import { GUARANTEE_TIERS } from '../domain/catalogue';
import { MAX_QUESTION_TEXT, MAX_WARRANTY_QUESTIONS, QUESTION_KINDS, TICKET_KINDS, TICKET_SORTS, TICKET_STATUSES } from '../domain/tickets';
import { TIME_FORMAT, isTime } from '../tickets/pickup';
import { ISO_DAY_FORMAT, isIsoDay } from '../validation/iso-day';
import { isItalianWorkingDay } from '../validation/working-days';
import { Id, IdParam, isoDate, multi, patterned, provinceCoded, requiredText, text } from './fields';
import { idPathParam, pathParam } from './params';

const cap = patterned('postalCode', 'invalid_postal_code', '20124');
/** Italian numbers (0 or 3, then 5 to 10 digits), spaces allowed. */
const phone = (example: string) => patterned('italianPhone', 'invalid_phone', example);
const email = patterned('email', 'invalid_email', 'magazzino@rossiforniture.it');
const optionalText = (max: number) => text(max).nullish();

const time = z.string().regex(TIME_FORMAT, { message: 'invalid_time' }).meta({ example: '09:00', description: 'HH:MM, 24-hour clock; otherwise invalid_time' });

/** A real day that is an Italian working day; whether it has passed is checked against today (pickup_in_past). */
const pickupDay = z
  .string()
  .max(10)
  .superRefine((day, ctx) => {
    if (!ISO_DAY_FORMAT.test(day) || !isIsoDay(day)) ctx.addIssue({ code: 'custom', message: 'not a date' });
    else if (!isItalianWorkingDay(day)) ctx.addIssue({ code: 'custom', message: 'pickup_not_working_day' });
  })
  .meta({ format: 'date', example: '2026-06-15', description: 'A working day in Italy (weekends and national holidays refused), not in the past' });

const target = {
  customerId: Id.meta({ description: 'The customer company' }),
  productId: Id.meta({ description: 'The product unit (contract product) of one of its contracts in force' }),
  /** the customer's language: their e-mails about this ticket follow it */
  locale: z.enum(['it', 'en']).optional().meta({ description: "Language of the ticket's e-mails; default from Accept-Language" }),
};

/** Where the repaired product goes back to. */
const delivery = {
  nomeConsegna: requiredText(200).meta({ example: 'Rossi Forniture Srl' }),
  viaConsegna: requiredText(200).meta({ example: 'Via Vittor Pisani 16' }),
  cittaConsegna: requiredText(100).meta({ example: 'Milano' }),
  provinciaConsegna: provinceCoded,
  capConsegna: cap,
  nazioneConsegna: requiredText(60).meta({ example: 'Italia' }),
  cellulareConsegna: phone('333 1234567'),
  telefonoConsegna: phone('02 4000000').nullish(),
  emailConsegna: email,
};

/** Where and when the courier collects the faulty product. */
const pickup = {
  nomeRitiro: requiredText(200).meta({ example: 'Rossi Forniture Srl' }),
  viaRitiro: requiredText(200).meta({ example: 'Via Vittor Pisani 16' }),
  cittaRitiro: requiredText(100).meta({ example: 'Milano' }),
  provinciaRitiro: provinceCoded,
  capRitiro: cap,
  nazioneRitiro: requiredText(60).meta({ example: 'Italia' }),
  cellulareRitiro: phone('333 1234567'),
  telefonoRitiro: phone('02 4000000').nullish(),
  emailRitiro: email,
  dataRitiro: pickupDay,
  orarioDa: time,
  orarioA: time.meta({ example: '12:00', description: 'After orarioDa; otherwise pickup_window_invalid' }),
  noteRitiro: optionalText(1000),
};

export const SupportTicketFieldsSchema = z.object({
  problema: requiredText(2000).meta({ example: 'Lo schermo non si accende dopo una caduta.' }),
  segni: optionalText(2000).meta({ description: 'Visible signs of damage' }),
  note: optionalText(2000),
  ...delivery,
  ...pickup,
});

export const SupportTicketBodySchema = z
  .object({ ...target, ...SupportTicketFieldsSchema.shape })
  .superRefine((body, ctx) => {
    if (isTime(body.orarioDa) && isTime(body.orarioA) && body.orarioDa >= body.orarioA) {
      ctx.addIssue({ code: 'custom', path: ['orarioA'], message: 'pickup_window_invalid' });
    }
  })
  .meta({ id: 'SupportTicketBody', description: 'A support request on a product the customer rents' });

export type SupportTicketBody = z.infer<typeof SupportTicketBodySchema>;
export type SupportTicketFields = z.infer<typeof SupportTicketFieldsSchema>;

const QUESTION_ID = /^\d{1,9}$/;
const MAX_ANSWERS = 50;

/** Answers keyed by question id: "yes"/"no" for yes/no questions, text otherwise. The document names the keys and their number too. */
export const AnswersSchema = z
  .record(z.string().regex(QUESTION_ID), text(1000))
  .refine((answers) => Object.keys(answers).length <= MAX_ANSWERS)
  .meta({ propertyNames: { pattern: QUESTION_ID.source }, maxProperties: MAX_ANSWERS, example: { '1': 'no', '2': 'Uso in ufficio' } });

export const WarrantyTicketFieldsSchema = z.object({
  descrizioneGuasto: optionalText(2000).meta({ description: 'Any fault or damage the product has' }),
  indirizzo: requiredText(200).meta({ example: 'Via Vittor Pisani 16' }),
  comune: requiredText(100).meta({ example: 'Milano' }),
  provincia: provinceCoded,
  cap,
  cellulare: phone('333 1234567'),
  email,
});

export const WarrantyTicketBodySchema = z
  .object({ ...target, answers: AnswersSchema.default({}), ...WarrantyTicketFieldsSchema.shape })
  .meta({ id: 'WarrantyTicketBody', description: "A request to extend a product's guarantee, with the questionnaire's answers" });

export type WarrantyTicketBody = z.infer<typeof WarrantyTicketBodySchema>;
export type WarrantyTicketFields = z.infer<typeof WarrantyTicketFieldsSchema>;

export const TicketStatusBodySchema = z
  .object({
    status: z.enum(TICKET_STATUSES),
    note: optionalText(2000),
    internal: z.boolean().default(false).meta({ description: 'Back office only: a note the customer does not see' }),
  })
  .meta({ id: 'TicketStatusChange' });

/** A note on its own: the ticket keeps its status. */
export const TicketNoteBodySchema = z
  .object({
    note: requiredText(2000),
    internal: z.boolean().default(false).meta({ description: 'Back office only: a note the customer does not see' }),
  })
  .meta({ id: 'TicketNote' });
export type TicketNoteBody = z.infer<typeof TicketNoteBodySchema>;

/** The back office's offer on an extended-warranty ticket: the tier; the price is the pricing rules' (core/tickets/warranty-offer.ts). */
export const WarrantyOfferBodySchema = z
  .object({
    toTier: z.enum(GUARANTEE_TIERS).meta({ description: "A tier above the unit's" }),
    note: optionalText(2000).meta({ description: 'A word to the customer, shown with the offer' }),
  })
  .meta({ id: 'WarrantyOfferBody' });
export type WarrantyOfferBody = z.infer<typeof WarrantyOfferBodySchema>;

/** The customer's answer to an offer. */
export const WarrantyOfferAnswerBodySchema = z
  .object({ accept: z.boolean().meta({ description: 'true: accept the offer; false: decline it' }) })
  .meta({ id: 'WarrantyOfferAnswer' });

export const TicketListQuerySchema = z.object({
  status: multi(TICKET_STATUSES).meta({ description: 'One or more statuses, repeated or comma-separated' }),
  kind: multi(TICKET_KINDS),
  agencyId: IdParam.optional(),
  customerId: IdParam.optional().meta({ description: 'The customer company' }),
  modelId: IdParam.optional(),
  productId: IdParam.optional().meta({ description: 'One product unit' }),
  q: text(100).optional().meta({ description: 'Ticket number, company name or serial number contains' }),
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional().meta({ description: 'Inclusive' }),
  sort: z.enum(TICKET_SORTS).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TicketListQuery = z.infer<typeof TicketListQuerySchema>;

export const TicketProductsQuerySchema = z.object({
  customerId: IdParam.optional().meta({ description: 'Administrators: the company; customers: their own (the default)' }),
});

const questionTexts = {
  textIt: requiredText(MAX_QUESTION_TEXT),
  textEn: requiredText(MAX_QUESTION_TEXT),
  required: z.boolean().default(true),
};

/** A question by its kind: only a yes/no question has an answer that rules the extension out, as the document says too. */
export const QuestionInputSchema = z
  .discriminatedUnion('kind', [
    z.object({
      ...questionTexts,
      kind: z.literal('yesNo'),
      disqualifyingAnswer: z.enum(['yes', 'no']).nullish().meta({ description: 'The answer that rules the extension out' }),
    }),
    z.object({ ...questionTexts, kind: z.enum(QUESTION_KINDS.filter((kind) => kind !== 'yesNo') as ['text']), disqualifyingAnswer: z.null().optional() }),
  ])
  .meta({ id: 'WarrantyQuestionInput' });

export const QuestionnaireBodySchema = z
  .object({ questions: z.array(QuestionInputSchema).max(MAX_WARRANTY_QUESTIONS) })
  .meta({ id: 'WarrantyQuestionnaireBody', description: "The category's questions in order; they replace the present ones" });
export type QuestionnaireBody = z.infer<typeof QuestionnaireBodySchema>;

export const TicketPathParamsSchema = z.object({ ticketId: idPathParam('ticketId', '12') });
export const AttachmentPathParamsSchema = TicketPathParamsSchema.extend({ attachmentId: idPathParam('attachmentId', '3') });
export const TicketProductPathParamsSchema = z.object({ customerId: idPathParam('customerId', '1'), productId: idPathParam('productId', '226') });
export const ContractProductPathParamsSchema = z.object({ contractProductId: idPathParam('contractProductId', '226') });
/** One of the model categories (smartphone, tablet, notebook, camera); another names nothing (404). */
export const CategoryPathParamsSchema = z.object({ category: pathParam('category', 'camera') });

/** One file per upload: the form sends each chosen file on its own, so each request stays within its limit. */
export const AttachmentBodySchema = z
  .object({
    file: z.file().meta({ type: 'string', format: 'binary', description: 'A photo (JPEG, PNG, WebP) or a PDF, at most 10 MB, judged by its bytes' }),
  })
  .meta({ id: 'TicketAttachmentUpload' });
