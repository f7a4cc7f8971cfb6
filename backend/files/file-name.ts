// The name an uploaded file is kept and served under: what the person called
// it, without what could make it read as something else. Control and format
// characters go (a right-to-left override shows `photo\u202Egnp.exe` as
// `photoexe.png`), and the extension is the one of the type the bytes were
// found to be (`poly.html` holding a PNG is `poly.png`).

/** The extensions of each type the portal stores; the first is the one given when the name's own is not among them. */
export const EXTENSIONS = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/svg+xml': ['svg'],
  'application/pdf': ['pdf'],
} as const satisfies Record<string, readonly string[]>;

export type StoredType = keyof typeof EXTENSIONS;

/** Controls (C0, DEL, C1), format characters (bidi overrides, isolates and marks, zero widths) and line separators; and quotes. */
const UNSAFE = /[\p{Cc}\p{Cf}\u2028\u2029"]/gu;
/** Characters, the extension included. */
export const MAX_FILE_NAME = 120;

export function cleanFileName(raw: string, type: StoredType, fallback = 'allegato'): string {
  const base = (raw.split(/[\\/]/).pop() ?? '').normalize('NFC').replace(UNSAFE, '');
  const dot = base.lastIndexOf('.');
  const written = dot >= 0 ? base.slice(dot + 1).trim() : '';
  const extensions: readonly string[] = EXTENSIONS[type];
  const extension = extensions.includes(written.toLowerCase()) ? written : extensions[0]!;
  // No leading dots (a hidden file), no trailing dots or spaces (dropped by Windows, leaving the name before them).
  const stem = (dot >= 0 ? base.slice(0, dot) : base).replace(/^[\s.]+|[\s.]+$/gu, '');
  const kept = [...stem].slice(0, MAX_FILE_NAME - extension.length - 1).join('');
  return `${kept || fallback}.${extension}`;
}
