import { forwardRef, type InputHTMLAttributes } from 'react';
import { FormField, borderOf } from './form-field';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** already translated message */
  error?: string;
  hint?: string;
}

// A labelled input whose error is announced and linked for screen readers.
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, className = '', ...props }, ref) {
  return (
    <FormField id={id} label={label} required={props.required} error={error} hint={hint} className={className}>
      {(control) => (
        <input
          ref={ref}
          {...control}
          className={`w-full min-w-0 rounded-md border bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-ink-muted ${borderOf(error)}`}
          {...props}
        />
      )}
    </FormField>
  );
});
