// The most a request body may weigh, by API path. The API refuses more with 413
// before any other work, and the portal's /api forwarder holds to the same
// table, so no request makes either process hold more than this.

import { DOCUMENT_MAX_BYTES } from '../domain/contract-documents';
import { ATTACHMENT_MAX_BYTES } from '../domain/tickets';
import { IMPORT_XLSX_MAX_BYTES, PICTURE_MAX_BYTES, PRIVACY_PDF_MAX_BYTES } from './upload-limits';

export { IMPORT_XLSX_MAX_BYTES, PICTURE_MAX_BYTES, PRIVACY_PDF_MAX_BYTES };

const KB = 1024;

/** Sign-in, tokens, sign-up and every other small JSON body (a few hundred bytes in practice). */
export const SMALL_BODY_BYTES = 16 * KB;
/** A cart, contract or order: 100 lines, 10 signers and 100 destinations stay well below this. */
export const DOCUMENT_BODY_BYTES = 256 * KB;
/** One ticket attachment (core/domain/tickets.ts ATTACHMENT_MAX_BYTES) with room for its multipart envelope. */
export const TICKET_ATTACHMENT_BODY_BYTES = ATTACHMENT_MAX_BYTES + 16 * KB;
/** One contract document (core/domain/contract-documents.ts DOCUMENT_MAX_BYTES) with room for its multipart envelope. */
export const CONTRACT_DOCUMENT_BODY_BYTES = DOCUMENT_MAX_BYTES + 16 * KB;

const LIMITS: readonly (readonly [RegExp, number])[] = [
  [/^\/api\/smartComSystem\/PrivacyFile\/Upload$/, PRIVACY_PDF_MAX_BYTES],
  [/^\/api\/Ticket\/[^/]+\/Attachments$/, TICKET_ATTACHMENT_BODY_BYTES],
  [/^\/api\/Agency\/[^/]+\/Contracts\/[^/]+\/Documents$/, CONTRACT_DOCUMENT_BODY_BYTES],
  [/^\/api\/Agency\/[^/]+\/Logo$/, PICTURE_MAX_BYTES],
  [/^\/api\/Anagra\/ProductFamilies\/[^/]+\/Image$/, PICTURE_MAX_BYTES],
  [/^\/api\/Import\/XLS$/, IMPORT_XLSX_MAX_BYTES],
  [/^\/api\/Agency\/[^/]+\/(Cart|Contracts|Orders)(\/|$)/, DOCUMENT_BODY_BYTES],
  [/^\/api\/Agency\/contracts-serials$/, DOCUMENT_BODY_BYTES],
];

/** One limit per path: the first rule that matches, else the small one. */
export function bodyLimitFor(pathname: string): number {
  return LIMITS.find(([pattern]) => pattern.test(pathname))?.[1] ?? SMALL_BODY_BYTES;
}
