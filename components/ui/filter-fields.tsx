// The pieces every list's filter form shares (contracts, orders, end of term,
// statistics): one look for its inputs and labels, and the hidden fields that
// carry the list's state (agency, sort) through a GET form (./get-form.tsx).

export const FILTER_INPUT = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary';
export const FILTER_LABEL = 'text-sm font-medium text-ink';

/** A hidden field, left out when there is no value (the address stays short). */
export function HiddenField({ name, value }: { name: string; value: string | number | null | undefined }) {
  return value === null || value === undefined ? null : <input type="hidden" name={name} value={value} />;
}
