import type { Ref, SelectHTMLAttributes } from 'react';
import { FormField, borderOf } from './form-field';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select; its error is announced and linked like a text field's. */
export function SelectField({ label, options, error, hint, id, className = '', ...props }: Props) {
  return (
    <FormField id={id} label={label} required={props.required} error={error} hint={hint} className={className}>
      {(control) => (
        <select
          {...control}
          className={`rounded-md border bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-ink-muted ${borderOf(error)}`}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
