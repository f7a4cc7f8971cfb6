import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** already translated message */
  error?: string;
  hint?: string;
}

// TextField's multi-line sibling: labelled, its error announced and linked, the star for required.
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, id, className = '', rows = 3, ...props },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  const described = [error ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-baseline gap-1">
        <label htmlFor={fieldId} className="text-sm font-medium text-ink">
          {label}
        </label>
        {props.required && (
          <span aria-hidden="true" className="text-sm text-red-700">
            *
          </span>
        )}
      </div>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`w-full min-w-0 rounded-md border bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
        {...props}
      />
      {hint && !error && (
        <p id={`${fieldId}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
