import type { ReactNode } from 'react';

/** The ids a framed control points at with aria-describedby: its error, else its hint. */
export function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/**
 * What surrounds a form control: its label with the star of a required field,
 * and under it the hint or the error (announced, linked by describedBy).
 */
export function FieldFrame({
  id,
  label,
  required,
  error,
  hint,
  className = '',
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      {/* The star sits beside the label, not in it: the field's name stays its label alone. */}
      <div className="flex items-baseline gap-1">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        {/* required is also on the control (forms are noValidate): screen readers say it, the star shows it */}
        {required && (
          <span aria-hidden="true" className="text-sm text-red-700">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
