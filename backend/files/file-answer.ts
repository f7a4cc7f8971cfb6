// How every stored file is answered (the privacy notice, ticket attachments,
// catalogue pictures, agency logos, spreadsheet exports): the type the bytes
// are, never sniffed again by the browser, in a sandbox with nothing allowed
// (no scripts, no requests, no same-origin access, whatever the file holds),
// and a download unless it is a picture or its caller says why it is shown.

/** Inline styles only: the browser's own page around a picture or a PDF uses them. */
export const FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export interface ServedFile {
  /** what the bytes were found to be */
  type: string;
  /** the name a download is saved under (cleaned: ./file-name.ts) */
  name: string;
  cache: string;
  /** shown in the browser rather than saved: pictures by default */
  inline?: boolean;
}

/** RFC 5987's attr-char: encodeURIComponent leaves ' ( ) * as they are. */
const encodeExtValue = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `filename` in ASCII for old clients; `filename*` (RFC 6266/5987) with the real name when that lost something. */
export function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return ascii === name ? `${disposition}; filename="${ascii}"` : `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(name)}`;
}

export function fileHeaders(file: ServedFile): Record<string, string> {
  const inline = file.inline ?? file.type.startsWith('image/');
  return {
    'Content-Type': file.type,
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', file.name),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': FILE_POLICY,
    'Cache-Control': file.cache,
  };
}
