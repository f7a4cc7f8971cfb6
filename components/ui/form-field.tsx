import { useId, type ReactNode } from 'react';

/** What a field hands its control: the id its label names, and the attributes that announce its state. */
export interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A field's error under its control: announced at once, and what the control's aria-describedby names. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
      {children}
    </p>
  );
}

/** The attributes of a control with `error` (already translated) or `hint` under it: the error, else the hint, describes it. */
export function controlProps(id: string, { required, error, hint }: { required?: boolean; error?: string; hint?: string }): ControlProps {
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': described };
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
  error?: string;
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
      {hint && !error && (
        <p id={`${controlId}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={controlId}>{error}</FieldError>}
    </div>
  );
}

/** The border of a control: red while it has an error. */
export const borderOf = (error?: string) => (error ? 'border-red-600' : 'border-slate-300');
