// Is an upload a PDF? Judged by its bytes, never its name: the %PDF- header,
// an %%EOF trailer near the end, and a document pdf-lib can open.

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
