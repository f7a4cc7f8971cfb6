import { type Ref, type SelectHTMLAttributes, useId } from 'react';

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select; its error is announced and linked like a text field's. */
export function SelectField({ label, options, error, id, className = '', ...props }: Props) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <div className="flex items-baseline gap-1">
        <label htmlFor={selectId} className="text-sm font-medium text-ink">
          {label}
        </label>
        {/* as in TextField: the star beside the label, required on the select for screen readers */}
        {props.required && (
          <span aria-hidden="true" className="text-sm text-red-700">
            *
          </span>
        )}
      </div>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className={`rounded-md border bg-white px-3 py-2 text-sm text-ink shadow-sm outline-none focus:ring-2 focus:ring-primary ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${selectId}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
