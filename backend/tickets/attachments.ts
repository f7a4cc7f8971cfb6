// Photos of the damage and PDFs on a ticket (docs/domain.md, "Tickets"):
// judged by their bytes (a page renamed .jpg is refused), at most
// ATTACHMENT_MAX_BYTES each and MAX_ATTACHMENTS per ticket, kept in the file
// storage (local disk by default, S3-compatible when configured) and served
// back with the type the bytes have, never the name's.
import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { ATTACHMENT_MAX_BYTES, type AttachmentType, MAX_ATTACHMENTS } from '../../core/domain/tickets';
import { sniffImageType } from '../adapters/files/sniff';
import type { FileStorage } from '../adapters/files/storage';
import type { Viewer } from '../auth/actor';
import type { Database } from '../db/client';
import { ticketAttachments, tickets } from '../db/schema';
import { ApiError } from '../http/errors';
import { isReadablePdf } from '../privacy/pdf-check';
import { findTicket } from './detail';

const EXTENSIONS: Record<AttachmentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** What the bytes are, among the types a ticket takes; null for anything else (SVG and GIF included). */
export async function attachmentTypeOf(bytes: Uint8Array): Promise<AttachmentType | null> {
  const image = sniffImageType(bytes);
  if (image === 'image/jpeg' || image === 'image/png' || image === 'image/webp') return image;
  return (await isReadablePdf(bytes)) ? 'application/pdf' : null;
}

/** The name as people see it: no path, no control characters, at most 120 characters. */
export function displayName(raw: string, type: AttachmentType): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-120);
  return clean || `allegato.${EXTENSIONS[type]}`;
}

export async function addAttachment(db: Database, files: FileStorage, viewer: Viewer, ticketId: number, file: File, now: Date): Promise<number> {
  const ticket = await findTicket(db, viewer, ticketId);
  if (ticket.deletedAt !== null || ticket.status === 'closed') throw new ApiError(409, 'ticket_closed');
  if (file.size > ATTACHMENT_MAX_BYTES) throw new ApiError(413, 'payload_too_large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await attachmentTypeOf(bytes);
  if (!type) throw new ApiError(400, [{ field: 'file', code: 'attachment_type_not_allowed' }]);

  return db.transaction(async (tx) => {
    // One upload at a time per ticket, so two at once cannot pass the limit together.
    await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.id, ticketId)).for('update');
    const [held] = await tx.select({ n: count() }).from(ticketAttachments).where(eq(ticketAttachments.ticketId, ticketId));
    if ((held?.n ?? 0) >= MAX_ATTACHMENTS) throw new ApiError(409, 'too_many_attachments');
    const storageKey = `tickets/${ticketId}/${randomBytes(12).toString('hex')}.${EXTENSIONS[type]}`;
    await files.put(storageKey, bytes, type);
    const [row] = await tx
      .insert(ticketAttachments)
      .values({
        ticketId,
        storageKey,
        fileName: displayName(file.name, type),
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
  return { bytes, type: row.contentType, fileName: row.fileName };
}

/** Pictures show in the page; PDFs download. Nothing served may run a script or be sniffed as something else. */
export function attachmentHeaders(type: AttachmentType, fileName: string): Record<string, string> {
  const disposition = type === 'application/pdf' ? 'attachment' : 'inline';
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return {
    'Content-Type': type,
    'Content-Disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, max-age=3600',
  };
}
