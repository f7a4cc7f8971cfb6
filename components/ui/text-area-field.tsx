import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { FieldFrame, describedBy } from './field-frame';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** already translated message */
  error?: string;
  hint?: string;
}

// TextField's multi-line sibling.
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, className = '', rows = 3, ...props },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} required={props.required} error={error} hint={hint} className={className}>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={`w-full min-w-0 rounded-md border bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...props}
      />
    </FieldFrame>
  );
});
