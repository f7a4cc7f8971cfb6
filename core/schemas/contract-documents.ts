// Bodies and answers of a contract's documents (docs/domain.md, "Missing
// documents"): the upload, the back office's review, and the list of what the
// credit decision asked for with every upload and its review.
import { z } from 'zod';
import { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, DOCUMENT_STATUSES, DOCUMENT_TYPES, REVIEW_NOTE_MAX } from '../domain/contract-documents';
import { requiredText, text } from './fields';
import { ContractPathParamsSchema, idPathParam } from './params';

const UserRef = z.object({ id: z.number().int(), username: z.string() }).nullable();
const Timestamp = z.string().meta({ format: 'date-time' });

export const DocumentPathParamsSchema = ContractPathParamsSchema.extend({ documentId: idPathParam('documentId', '3') });

export const DocumentUploadBodySchema = z
  .object({
    kind: z.enum(DOCUMENT_KINDS).meta({ description: 'Which of the documents asked for this file is' }),
    file: z.file().meta({
      type: 'string',
      format: 'binary',
      description: `A PDF or a JPEG or PNG photo, at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB, judged by its bytes`,
    }),
  })
  .meta({ id: 'ContractDocumentUpload' });

export const AcceptDocumentBodySchema = z.object({ note: text(REVIEW_NOTE_MAX).nullish() }).meta({ id: 'ContractDocumentAccept' });
/** A rejection says why, so the agent knows what to send instead. */
export const RejectDocumentBodySchema = z.object({ note: requiredText(REVIEW_NOTE_MAX) }).meta({ id: 'ContractDocumentReject' });
export type RejectDocumentBody = z.infer<typeof RejectDocumentBodySchema>;

export const ContractDocumentSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(DOCUMENT_KINDS),
    fileName: z.string(),
    contentType: z.enum(DOCUMENT_TYPES),
    size: z.number().int(),
    uploadedBy: UserRef,
    uploadedAt: Timestamp,
    status: z.enum(DOCUMENT_STATUSES),
    reviewedBy: UserRef,
    reviewedAt: Timestamp.nullable(),
    reviewNote: z.string().nullable(),
  })
  .meta({ id: 'ContractDocument' });

export const ContractDocumentsSchema = z
  .object({
    requested: z
      .array(z.object({ kind: z.enum(DOCUMENT_KINDS), standing: z.enum(['missing', ...DOCUMENT_STATUSES]) }))
      .meta({ description: "What the provider's latest decision asks for, and where each stands: nothing sent, pending review, accepted, rejected" }),
    documents: z.array(ContractDocumentSchema).meta({ description: 'Every upload, newest first, rejected ones included' }),
    actions: z.object({ upload: z.boolean(), review: z.boolean() }).meta({ description: 'What the caller may do now' }),
  })
  .meta({ id: 'ContractDocuments' });
export type ContractDocuments = z.infer<typeof ContractDocumentsSchema>;
