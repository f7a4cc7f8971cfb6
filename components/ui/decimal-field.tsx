'use client';

import { useLocale, useTranslations } from 'next-intl';
import { forwardRef, useState } from 'react';
import { groupedAmountInput } from '@/lib/client/decimal-input';
import { useFormat } from '@/lib/format/use-format';
import { FormField, borderOf } from './form-field';

interface Props {
  name: string;
  label: string;
  /** what the form holds: null for a blank field, NaN for text that is no number the page's language writes (the form's checks refuse it) */
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  /** the largest number taken */
  max: number;
  /** decimals taken, two unless said */
  decimals?: number;
  required?: boolean;
  disabled?: boolean;
  /** already translated message */
  error?: string;
  /** under the field while it has no error; by default an example of the language's way to write a number (grouped for large ones) */
  hint?: string;
  className?: string;
}

/**
 * A decimal number written the page language's way: "1.420,00" in Italian,
 * "1,420.00" in English, grouped or not (lib/client/decimal-input.ts). The
 * form gets the number; the text stays as typed, so nothing is lost while it
 * is wrong, and the form's own message says so (no browser `pattern` bubble).
 * Bound to a form through react-hook-form's Controller (`{...field}`).
 */
export const DecimalField = forwardRef<HTMLInputElement, Props>(function DecimalField(
  { name, label, value, onChange, onBlur, max, decimals = 2, required, disabled, error, hint, className = '' },
  ref,
) {
  const locale = useLocale();
  const format = useFormat();
  const validation = useTranslations('validation');
  const read = (text: string) => (text.trim() === '' ? null : (groupedAmountInput(text, locale, max, decimals) ?? Number.NaN));
  const written = (number: number | null | undefined) => (typeof number === 'number' && Number.isFinite(number) ? format.number(number, decimals) : '');
  const [text, setText] = useState(() => written(value));
  // A new value the text does not say (the form reset) is shown; one read from the text leaves the text as typed.
  const [previous, setPrevious] = useState(value ?? null);
  if (!Object.is(previous, value ?? null)) {
    setPrevious(value ?? null);
    if (!Object.is(read(text), value ?? null)) setText(written(value));
  }
  return (
    <FormField
      label={label}
      required={required}
      error={error}
      hint={hint ?? validation('decimalHint', { example: format.number(max >= 10_000 ? 1420.5 : 3.5, decimals) })}
      className={className}
    >
      {(control) => (
        <input
          ref={ref}
          {...control}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(read(event.target.value));
          }}
          onBlur={onBlur}
          className={`w-full min-w-0 rounded-md border bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-ink-muted ${borderOf(error)}`}
        />
      )}
    </FormField>
  );
});
