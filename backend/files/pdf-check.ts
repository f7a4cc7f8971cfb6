// Is an upload a PDF the portal may serve? Judged by its bytes, never its
// name: the %PDF- header, an %%EOF trailer near the end, a document pdf-lib
// can open, and no active content (./pdf-active-content.ts). Every upload
// that takes a PDF (the privacy notice, ticket attachments) asks here.
import { findPdfActiveContent } from './pdf-active-content';

const ascii = (text: string) => new TextEncoder().encode(text);

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  outer: for (let i = Math.max(0, from); i <= haystack.length - needle.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

export function looksLikePdf(bytes: Uint8Array): boolean {
  const header = ascii('%PDF-');
  if (bytes.length < 64 || indexOf(bytes.subarray(0, 1024), header, 0) !== 0) return false;
  return indexOf(bytes, ascii('%%EOF'), bytes.length - 1024) >= 0;
}

export async function isReadablePdf(bytes: Uint8Array): Promise<boolean> {
  if (!looksLikePdf(bytes)) return false;
  // Imported with the first PDF, not at server start: few requests carry one (docs/deploy.md, "Memory").
  const { PDFDocument } = await import('pdf-lib');
  try {
    const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}

/** Why a PDF upload is refused (the API's error code), or null when it is taken. */
export async function pdfRefusal(bytes: Uint8Array, area: string): Promise<'invalid_pdf' | 'pdf_active_content' | null> {
  if (!(await isReadablePdf(bytes))) return 'invalid_pdf';
  const found = findPdfActiveContent(bytes);
  if (!found) return null;
  // Which name gave it away, for whoever asks why a file was refused.
  console.info(`[${area}] refused a PDF with active content: /${found.name} (${found.kind})`);
  return 'pdf_active_content';
}
