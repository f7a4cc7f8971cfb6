import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { FormField, borderOf } from './form-field';

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
  return (
    <FormField id={id} label={label} required={props.required} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          rows={rows}
          className={`w-full min-w-0 rounded-md border bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary ${borderOf(error)}`}
          {...props}
        />
      )}
    </FormField>
  );
});
