'use client';

import { type ChangeEvent, useId } from 'react';

/**
 * A file input shown as a secondary button: the label is the visible control,
 * the input stays in the accessibility tree (sr-only) so a keyboard and a
 * screen reader reach it. The chosen file is handed over and the input
 * cleared, so choosing the same file again fires again.
 */
export function FileChooser({ label, accept, busy, onFile }: { label: string; accept: string; busy: boolean; onFile: (file: File) => void }) {
  const id = useId();
  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  }
  return (
    <>
      <label
        htmlFor={id}
        className={`inline-flex cursor-pointer items-center rounded-md border border-primary bg-white px-4 py-2 text-sm font-semibold text-primary hover:bg-primary-light ${busy ? 'pointer-events-none opacity-60' : ''}`}
      >
        {label}
      </label>
      <input id={id} type="file" accept={accept} className="sr-only" onChange={chosen} disabled={busy} />
    </>
  );
}
