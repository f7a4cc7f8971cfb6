import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';

// The error's own markup lives in field-error.tsx, small enough for the shell (the agency switcher's failure).
export { FieldError };

/** What a field hands its control: the id its label names, and the attributes that announce its state. */
export interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A field's error, already translated: one message, or several at once (each file refused, say); none is blank or an empty list. */
export type FieldErrorText = string | readonly string[];

const hasError = (error: FieldErrorText | undefined): error is FieldErrorText => (typeof error === 'string' ? error !== '' : Boolean(error?.length));

/** The attributes of a control with `error` (already translated) or `hint` under it: the error, else the hint, describes it. */
export function controlProps(id: string, { required, error, hint }: { required?: boolean; error?: FieldErrorText; hint?: string }): ControlProps {
  const described = hasError(error) ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { id, required, 'aria-invalid': hasError(error) ? true : undefined, 'aria-describedby': described };
}

/**
 * One form field: its label with the star of a required field, the control
 * (`children`, given its id and aria attributes), and under it the hint or the
 * error. Every field of the portal's forms is framed and announced this way.
 */
export function FormField({
  id,
  label,
  required,
  error,
  hint,
  className = '',
  children,
}: {
  id?: string;
  label: string;
  required?: boolean;
  /** already translated */
  error?: FieldErrorText;
  hint?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const generated = useId();
  const controlId = id ?? generated;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      {/* The star sits beside the label, not in it: the field's name stays its label alone. */}
      <div className="flex items-baseline gap-1">
        <label htmlFor={controlId} className="text-sm font-medium text-ink">
          {label}
        </label>
        {/* required is also on the control (forms are noValidate): screen readers say it, the star shows it */}
        {required && (
          <span aria-hidden="true" className="text-sm text-red-700">
            *
          </span>
        )}
      </div>
      {children(controlProps(controlId, { required, error, hint }))}
      {hint && !hasError(error) && (
        <p id={`${controlId}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {hasError(error) && (typeof error === 'string' ? <FieldError id={controlId}>{error}</FieldError> : <FieldError id={controlId} list={error} />)}
    </div>
  );
}

/** The border of a control: red while it has an error. */
export const borderOf = (error?: FieldErrorText) => (hasError(error) ? 'border-red-600' : 'border-slate-300');
