// The end of a contract's term (docs/domain.md, "End of term"): the
// "Scadenze" list and its export, one contract's term with the choice made,
// and the bodies of the three choices.
import { z } from 'zod';
import { END_OF_TERM_CHOSEN, END_OF_TERM_OUTCOMES, END_OF_TERM_SORTS, END_OF_TERM_WINDOWS } from '../end-of-term/outcomes';
import { IdParam, multi, text } from './fields';

const Day = z.string().meta({ format: 'date' });
const Timestamp = z.string().meta({ format: 'date-time' });
const UserRef = z.object({ id: z.number().int(), username: z.string() }).nullable();

export const EndOfTermListQuerySchema = z.object({
  window: z
    .enum(END_OF_TERM_WINDOWS)
    .default('upcoming')
    .meta({ description: 'upcoming: deadline from today to `days` ahead; overdue: deadline passed; all: every running contract' }),
  days: z.coerce.number().int().min(1).max(3650).default(90).meta({ description: 'The upcoming window, in days from today' }),
  chosen: z.enum(END_OF_TERM_CHOSEN).default('any').meta({ description: 'chosen: an outcome is recorded; open: none yet' }),
  outcome: multi(END_OF_TERM_OUTCOMES).meta({ description: 'return, extend, upgrade; repeated or comma-separated' }),
  agentId: IdParam.optional().meta({ description: 'The user who created the contract' }),
  agencyId: IdParam.optional().meta({ description: 'Administrators: one agency' }),
  q: text(100).optional().meta({ description: 'Contract number or company name contains' }),
  sort: z.enum(END_OF_TERM_SORTS).default('noticeDeadline'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type EndOfTermListQuery = z.infer<typeof EndOfTermListQuerySchema>;

/** EndOfTermXLS: the list's filters and sort, every page, in a language. */
export const EndOfTermExportQuerySchema = EndOfTermListQuerySchema.omit({ page: true, pageSize: true }).extend({
  locale: z.enum(['it', 'en']).optional().meta({ description: 'Language of headings and labels; default from Accept-Language' }),
});

export const EndOfTermChoiceSchema = z
  .object({
    outcome: z.enum(END_OF_TERM_OUTCOMES),
    chosenAt: Timestamp,
    chosenBy: UserRef,
    extensionMonths: z.number().int().nullable().meta({ description: 'extend: the months added to the term' }),
    extensionMonthlyPayment: z.number().nullable().meta({ description: 'extend: the monthly payment from the old end on' }),
    replacement: z
      .object({ id: z.number().int(), number: z.string() })
      .nullable()
      .meta({ description: 'upgrade: the new contract made from the quote, once submitted' }),
  })
  .meta({ id: 'EndOfTermChoice' });
export type EndOfTermChoice = z.infer<typeof EndOfTermChoiceSchema>;

export const EndOfTermRowSchema = z
  .object({
    contractId: z.number().int(),
    number: z.string(),
    agency: z.object({ id: z.number().int(), name: z.string() }),
    agent: UserRef,
    companyName: z.string().nullable(),
    startDate: Day,
    durationMonths: z.number().int().meta({ description: 'The term in months, an extension included' }),
    endDate: Day,
    noticeDeadline: Day,
    daysToDeadline: z.number().int().meta({ description: 'Negative once the deadline has passed' }),
    monthlyPayment: z.number(),
    choice: EndOfTermChoiceSchema.nullable(),
  })
  .meta({ id: 'EndOfTermRow' });
export type EndOfTermRow = z.infer<typeof EndOfTermRowSchema>;

export const EndOfTermListSchema = z.object({ items: z.array(EndOfTermRowSchema), total: z.number().int() }).meta({ id: 'EndOfTermList' });

export const ExtensionOptionSchema = z
  .object({ durationMonths: z.number().int(), monthlyPayment: z.number() })
  .meta({ id: 'EndOfTermExtensionOption', description: 'An offered duration and its monthly payment for the residual value' });

/** One contract's term: its dates, the choice made, and what may be chosen now. */
export const ContractEndOfTermSchema = EndOfTermRowSchema.extend({
  residualValue: z.number().meta({ description: 'The share of the financed amount an extension is priced on (endOfTermResidualPercent)' }),
  extensionOptions: z.array(ExtensionOptionSchema),
  canChoose: z.boolean().meta({ description: 'The caller may record a choice now (capability contracts.endOfTerm.decide, none chosen, running)' }),
}).meta({ id: 'ContractEndOfTerm' });
export type ContractEndOfTerm = z.infer<typeof ContractEndOfTermSchema>;

export const ExtendBodySchema = z
  .object({
    durationMonths: z.number().int().min(1).max(600).meta({ description: 'One of the offered durations (extensionOptions)', example: 24 }),
  })
  .meta({ id: 'EndOfTermExtendBody' });

/** The upgrade's answer: the choice, and the open quote it wrote (the cart opens on it). */
export const UpgradeAnswerSchema = z.object({ endOfTerm: ContractEndOfTermSchema, quoteRevision: z.number().int() }).meta({ id: 'EndOfTermUpgrade' });

/** A history row that is not a move: the choice at the end of the term (the status stays). */
export const EndOfTermHistorySchema = z
  .object({
    outcome: z.enum(END_OF_TERM_OUTCOMES),
    extensionMonths: z.number().int().nullable(),
    extensionMonthlyPayment: z.number().nullable(),
  })
  .meta({ id: 'ContractEndOfTermHistory' });
export type EndOfTermHistory = z.infer<typeof EndOfTermHistorySchema>;
