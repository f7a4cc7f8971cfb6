import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { FieldFrame, describedBy } from './field-frame';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** already translated message */
  error?: string;
  hint?: string;
}

// A labelled input whose error is announced and linked for screen readers.
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, className = '', ...props }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FieldFrame id={inputId} label={label} required={props.required} error={error} hint={hint} className={className}>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={`w-full min-w-0 rounded-md border bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-ink-muted ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...props}
      />
    </FieldFrame>
  );
});
