'use client';

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

// The few-field forms of the public pages (sign-in, password, sign-up) need
// what react-hook-form gave them (register, handleSubmit, errors, isSubmitting)
// but not its 14 kB gzip on the first load: fields stay uncontrolled, values
// are read from the form when it is checked, and the checks (a zod/mini
// schema) are fetched the first time the form is checked. As with
// react-hook-form's defaults, a form is checked on submit and, once submitted,
// again on every change. The error tree has react-hook-form's shape
// ({ field: { type, message } }), which the error summary reads.

/** What a schema's safeParseAsync answers: zod and zod/mini both do. */
interface SchemaLike<Output> {
  safeParseAsync(values: unknown): Promise<{ success: true; data: Output } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }>;
}

export type LightFieldErrors<Input> = Partial<Record<keyof Input & string, { type: 'validation'; message: string }>>;

type FieldValue = string | boolean;

export interface LightRegistration {
  name: string;
  defaultValue?: string;
  defaultChecked?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

export type LightRegister<Input> = (name: keyof Input & string) => LightRegistration;

/** Every field of the defaults as the form holds it (checkboxes as booleans, the rest as strings); a field not on show keeps its default. */
export function readForm<Input extends Record<string, FieldValue>>(form: HTMLFormElement, defaults: Input): Input {
  const values: Record<string, FieldValue> = { ...defaults };
  for (const name of Object.keys(defaults)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type === 'checkbox') values[name] = field.checked;
    else if (field && 'value' in field) values[name] = String(field.value);
  }
  return values as Input;
}

/** The first message per field, keyed by the field's name, in the error summary's shape. */
export function errorsFromIssues<Input>(issues: { path: PropertyKey[]; message: string }[]): LightFieldErrors<Input> {
  const errors: Record<string, { type: 'validation'; message: string }> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || 'root';
    errors[name] ??= { type: 'validation', message: issue.message };
  }
  return errors as LightFieldErrors<Input>;
}

export function useLightForm<Input extends Record<string, FieldValue>, Output = Input>(options: {
  defaultValues: Input;
  /** fetched the first time the form is checked; a failed fetch (offline) is tried again at the next check */
  loadSchema: () => Promise<SchemaLike<Output>>;
}) {
  const [errors, setErrors] = useState<LightFieldErrors<Input>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const schema = useRef<Promise<SchemaLike<Output>> | null>(null);
  const submitted = useRef(false);

  async function check(form: HTMLFormElement) {
    schema.current ??= options.loadSchema().catch((error: unknown) => {
      schema.current = null;
      throw error;
    });
    const result = await (await schema.current).safeParseAsync(readForm(form, options.defaultValues));
    setErrors(result.success ? {} : errorsFromIssues<Input>(result.error.issues));
    return result;
  }

  const register: LightRegister<Input> = (name) => {
    const initial = options.defaultValues[name];
    return {
      name,
      ...(typeof initial === 'boolean' ? { defaultChecked: initial } : { defaultValue: initial }),
      onChange: (event) => {
        const form = event.target.form;
        if (submitted.current && form) void check(form).catch(() => undefined);
      },
    };
  };

  function handleSubmit(onValid: (values: Output) => Promise<void> | void, onInvalid?: (errors: LightFieldErrors<Input>) => void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      submitted.current = true;
      setSubmitting(true);
      try {
        const result = await check(form);
        if (result.success) await onValid(result.data);
        else onInvalid?.(errorsFromIssues<Input>(result.error.issues));
      } finally {
        setSubmitting(false);
      }
    };
  }

  return { register, handleSubmit, formState: { errors, isSubmitting } };
}
