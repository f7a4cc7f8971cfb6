// Photos of the damage and PDFs on a ticket (docs/domain.md, "Tickets"):
// judged by their bytes (a page renamed .jpg is refused, a PDF with active
// content too), at most ATTACHMENT_MAX_BYTES each and MAX_ATTACHMENTS per
// ticket, kept in the file storage (local disk by default, S3-compatible when
// configured) and served back with the type the bytes have, never the name's,
// under a name whose extension says that type (docs/security.md, "Files").
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { ATTACHMENT_MAX_BYTES, type AttachmentType, MAX_ATTACHMENTS } from '../../core/domain/tickets';
import { sniffImageType } from '../adapters/files/sniff';
import type { FileStorage } from '../adapters/files/storage';
import type { Viewer } from '../auth/actor';
import type { Database } from '../db/client';
import { ticketAttachments, tickets } from '../db/schema';
import { EXTENSIONS, cleanFileName } from '../files/file-name';
import { pdfRefusal } from '../files/pdf-check';
import { ApiError } from '../http/errors';
import { findTicket } from './detail';

/** What the bytes are, among the types a ticket takes; refused otherwise (SVG and GIF included, and PDFs with active content). */
export async function attachmentTypeOf(bytes: Uint8Array): Promise<AttachmentType> {
  const image = sniffImageType(bytes);
  if (image === 'image/jpeg' || image === 'image/png' || image === 'image/webp') return image;
  const refusal = await pdfRefusal(bytes, 'tickets');
  if (refusal === 'pdf_active_content') throw new ApiError(400, [{ field: 'file', code: refusal }]);
  if (refusal) throw new ApiError(400, [{ field: 'file', code: 'attachment_type_not_allowed' }]);
  return 'application/pdf';
}

export async function addAttachment(db: Database, files: FileStorage, viewer: Viewer, ticketId: number, file: File, now: Date): Promise<number> {
  const ticket = await findTicket(db, viewer, ticketId);
  if (ticket.deletedAt !== null || ticket.status === 'closed') throw new ApiError(409, 'ticket_closed');
  if (file.size > ATTACHMENT_MAX_BYTES) throw new ApiError(413, 'payload_too_large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await attachmentTypeOf(bytes);

  return db.transaction(async (tx) => {
    // One upload at a time per ticket, so two at once cannot pass the limit together.
    await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, ticketId)).for('update');
    const [held] = await tx.select({ n: count() }).from(ticketAttachments).where(eq(ticketAttachments.ticketId, ticketId));
    if ((held?.n ?? 0) >= MAX_ATTACHMENTS) throw new ApiError(409, 'too_many_attachments');
    const storageKey = `tickets/${ticketId}/${randomBytes(12).toString('hex')}.${EXTENSIONS[type][0]}`;
    await files.put(storageKey, bytes, type);
    const [row] = await tx
      .insert(ticketAttachments)
      .values({
        ticketId,
        storageKey,
        fileName: cleanFileName(file.name, type),
        contentType: type,
        size: bytes.length,
        uploadedById: viewer.actor.userId,
        createdAt: now,
      })
      .returning({ id: ticketAttachments.id });
    return row!.id;
  });
}

export async function readAttachment(db: Database, files: FileStorage, viewer: Viewer, ticketId: number, attachmentId: number) {
  await findTicket(db, viewer, ticketId);
  const [row] = await db
    .select()
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.id, attachmentId), eq(ticketAttachments.ticketId, ticketId)));
  const bytes = row ? await files.get(row.storageKey) : null;
  if (!row || !bytes) throw new ApiError(404, 'not_found');
  // Cleaned again: rows stored before names were cleaned are served clean too.
  return { bytes, type: row.contentType, fileName: cleanFileName(row.fileName, row.contentType) };
}
