// A contract's documents (docs/domain.md, "Missing documents"): what the
// provider's latest decision asks for, uploads judged by their bytes and kept
// in the file storage, and the back office's review. The last acceptance of
// what was asked for moves the contract to documentationOk through the one
// status change (../contracts/status-change.ts), so the lifecycle's own fact
// decides; nothing here sets a status.
import { randomBytes } from 'node:crypto';
import { aliasedTable, and, desc, eq } from 'drizzle-orm';
import { holds } from '../../core/capabilities';
import { DOCUMENT_MAX_BYTES, type DocumentKind, type DocumentType, requestStandings, uploadRefusal } from '../../core/domain/contract-documents';
import { transitionOf } from '../../core/lifecycle/contract-lifecycle';
import { missingFacts } from '../../core/lifecycle/contract-facts';
import type { ContractDocuments } from '../../core/schemas/contract-documents';
import { sniffImageType } from '../adapters/files/sniff';
import type { FileStorage } from '../adapters/files/storage';
import type { Viewer } from '../auth/actor';
import { recordAudit } from '../audit/record';
import { type FoundContract, findContract } from '../contracts/detail';
import { documentUploads, latestDecision, lifecycleFacts } from '../contracts/lifecycle-facts';
import { changeStatus } from '../contracts/status-change';
import type { Database, Tx } from '../db/client';
import { contractDocuments, contracts, users } from '../db/schema';
import { EXTENSIONS, cleanFileName } from '../files/file-name';
import { pdfRefusal } from '../files/pdf-check';
import { ApiError } from '../http/errors';
import type { Locale } from '../i18n';

const SUPPLIED = transitionOf('missingDocs', 'documentationOk')!;

/** Documents are asked for, sent and reviewed only while the contract waits for them. */
const isOpen = (found: FoundContract) => found.status === SUPPLIED.from && !found.archived && found.dossierCancelledAt === null;

/** What the bytes are, among the types a document takes; refused otherwise (and PDFs with active content). */
export async function documentTypeOf(bytes: Uint8Array): Promise<DocumentType> {
  const image = sniffImageType(bytes);
  if (image === 'image/jpeg' || image === 'image/png') return image;
  const refusal = await pdfRefusal(bytes, 'contract documents');
  if (refusal === 'pdf_active_content') throw new ApiError(400, [{ field: 'file', code: refusal }]);
  if (refusal) throw new ApiError(400, [{ field: 'file', code: 'document_type_not_allowed' }]);
  return 'application/pdf';
}

const uploader = aliasedTable(users, 'uploader');
const reviewer = aliasedTable(users, 'reviewer');
const ref = (id: number | null, username: string | null) => (id !== null && username !== null ? { id, username } : null);

export async function listDocuments(db: Database, viewer: Viewer, contractId: number): Promise<ContractDocuments> {
  const found = await findContract(db, viewer, contractId);
  const decision = await latestDecision(db, contractId);
  const rows = await db
    .select({
      row: contractDocuments,
      uploaderName: uploader.username,
      reviewerName: reviewer.username,
    })
    .from(contractDocuments)
    .leftJoin(uploader, eq(uploader.id, contractDocuments.uploadedById))
    .leftJoin(reviewer, eq(reviewer.id, contractDocuments.reviewedById))
    .where(eq(contractDocuments.contractId, contractId))
    .orderBy(desc(contractDocuments.uploadedAt), desc(contractDocuments.id));
  const requested = requestStandings(
    decision?.requested ?? [],
    rows.map(({ row }) => row),
  );
  const role = { role: viewer.actor.role };
  const open = isOpen(found);
  return {
    requested,
    documents: rows.map(({ row, uploaderName, reviewerName }) => ({
      id: row.id,
      kind: row.kind,
      fileName: row.fileName,
      contentType: row.contentType,
      size: row.size,
      uploadedBy: ref(row.uploadedById, uploaderName),
      uploadedAt: row.uploadedAt.toISOString(),
      status: row.status,
      reviewedBy: ref(row.reviewedById, reviewerName),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      reviewNote: row.reviewNote,
    })),
    actions: {
      upload: open && holds(role, 'contracts.documents.upload') && requested.some((r) => r.standing !== 'accepted'),
      review: open && holds(role, 'contracts.documents.review'),
    },
  };
}

const actorOf = async (tx: Tx, viewer: Viewer) => {
  const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, viewer.actor.userId));
  return { id: viewer.actor.userId, username: user?.username ?? '' };
};

export interface Upload {
  kind: DocumentKind;
  file: File;
  locale: Locale;
}

export async function uploadDocument(db: Database, files: FileStorage, viewer: Viewer, contractId: number, upload: Upload, now: Date): Promise<void> {
  const found = await findContract(db, viewer, contractId);
  if (!isOpen(found)) throw new ApiError(409, 'documents_not_open');
  if (upload.file.size > DOCUMENT_MAX_BYTES) throw new ApiError(413, 'payload_too_large');
  const bytes = new Uint8Array(await upload.file.arrayBuffer());
  const type = await documentTypeOf(bytes);

  await db.transaction(async (tx) => {
    // One upload or review at a time per contract, so what is asked for and accepted is read as it stands.
    await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId)).for('update');
    const decision = await latestDecision(tx, contractId);
    const refusal = uploadRefusal(upload.kind, decision?.requested ?? [], await documentUploads(tx, contractId));
    if (refusal === 'document_not_requested') throw new ApiError(400, [{ field: 'kind', code: refusal }]);
    if (refusal) throw new ApiError(409, refusal);
    const storageKey = `contracts/${contractId}/documents/${randomBytes(12).toString('hex')}.${EXTENSIONS[type][0]}`;
    await files.put(storageKey, bytes, type);
    const fileName = cleanFileName(upload.file.name, type, 'documento');
    await tx.insert(contractDocuments).values({
      contractId,
      kind: upload.kind,
      storageKey,
      fileName,
      contentType: type,
      size: bytes.length,
      uploadedById: viewer.actor.userId,
      uploadedAt: now,
      locale: upload.locale,
    });
    await recordAudit(tx, {
      entity: 'contract',
      entityId: contractId,
      action: 'upload',
      actor: await actorOf(tx, viewer),
      at: now,
      changes: { document: { to: upload.kind }, fileName: { to: fileName } },
    });
  });
}

export async function readDocument(db: Database, files: FileStorage, viewer: Viewer, contractId: number, documentId: number) {
  await findContract(db, viewer, contractId);
  const [row] = await db
    .select()
    .from(contractDocuments)
    .where(and(eq(contractDocuments.id, documentId), eq(contractDocuments.contractId, contractId)));
  const bytes = row ? await files.get(row.storageKey) : null;
  if (!row || !bytes) throw new ApiError(404, 'not_found');
  return { bytes, type: row.contentType, fileName: row.fileName };
}

export interface Review {
  decision: 'accepted' | 'rejected';
  note: string | null;
}

/** The rejected upload, for its e-mail; null when the review was an acceptance. */
export interface Rejected {
  contractId: number;
  contractNumber: string;
  kind: DocumentKind;
  fileName: string;
  note: string;
}

export async function reviewDocument(
  db: Database,
  viewer: Viewer,
  contractId: number,
  documentId: number,
  review: Review,
  now: Date,
): Promise<Rejected | null> {
  const found = await findContract(db, viewer, contractId);
  if (!isOpen(found)) throw new ApiError(409, 'documents_not_open');
  return db.transaction(async (tx) => {
    await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId)).for('update');
    const reviewed = await tx
      .update(contractDocuments)
      .set({ status: review.decision, reviewedById: viewer.actor.userId, reviewedAt: now, reviewNote: review.note })
      .where(and(eq(contractDocuments.id, documentId), eq(contractDocuments.contractId, contractId), eq(contractDocuments.status, 'pending')))
      .returning({ kind: contractDocuments.kind, fileName: contractDocuments.fileName });
    if (reviewed.length === 0) {
      const [exists] = await tx
        .select({ id: contractDocuments.id })
        .from(contractDocuments)
        .where(and(eq(contractDocuments.id, documentId), eq(contractDocuments.contractId, contractId)));
      throw exists ? new ApiError(409, 'document_already_reviewed') : new ApiError(404, 'not_found');
    }
    const { kind, fileName } = reviewed[0]!;
    await recordAudit(tx, {
      entity: 'contract',
      entityId: contractId,
      action: review.decision === 'accepted' ? 'accept' : 'reject',
      actor: await actorOf(tx, viewer),
      at: now,
      changes: { document: { to: kind }, fileName: { to: fileName }, ...(review.note ? { note: { to: review.note } } : {}) },
    });
    if (review.decision === 'rejected') return { contractId, contractNumber: found.number, kind, fileName, note: review.note ?? '' };
    // Every document asked for now accepted: the system's move, recorded as made by the reviewer, through the lifecycle's guard.
    if (missingFacts(SUPPLIED.requires, await lifecycleFacts(tx, contractId)).length === 0) {
      await changeStatus(tx, contractId, SUPPLIED.from, SUPPLIED.to, { userId: viewer.actor.userId, who: { system: true } }, null, now);
    }
    return null;
  });
}
