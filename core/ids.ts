// Record ids are PostgreSQL int4 identities: 1 to 2,147,483,647. One rule for
// every id a caller types (path, query, body), in the portal and the API.

export const MAX_ID = 2_147_483_647;

/** Digits only, no sign, no leading zero, at most ten of them. */
export const ID_TEXT = /^[1-9]\d{0,9}$/;

/** An id as typed in a path, query or header: its number, or null for anything that names no record. */
export function parseId(value: string | number | null | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (!ID_TEXT.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
