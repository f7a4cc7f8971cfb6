'use client';

import { useReducer, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

// The portal's forms need what react-hook-form gave them (register,
// handleSubmit, errors, isSubmitting, server errors beside their fields,
// watched values) but not its 14 kB gzip on the first load: fields stay
// uncontrolled, values are read from the form when it is checked, and the
// checks (a zod schema, or any object answering safeParseAsync the same way)
// are fetched the first time the form is checked. As with react-hook-form's
// defaults, a form is checked on submit and, once submitted, again on every
// change. Errors are keyed by the field's name ('email', 'answers.q4'), each
// { type, message }: the shape the error summary reads.

export interface LightIssue {
  path: PropertyKey[];
  message: string;
}

/** What a schema's safeParseAsync answers: zod and zod/mini both do, and so can a hand-made check. */
export interface SchemaLike<Output> {
  safeParseAsync(values: unknown): Promise<{ success: true; data: Output } | { success: false; error: { issues: LightIssue[] } }>;
}

type FieldValue = string | boolean;
/** A form's values: fields, or groups of fields named `group.field`. */
export interface LightValues {
  [name: string]: FieldValue | LightValues;
}

/** Every field's name: `field`, or `group.field` for a field inside a group. */
export type LightPath<Input> = {
  [K in keyof Input & string]: Input[K] extends FieldValue ? K : `${K}.${LightPath<Input[K]>}`;
}[keyof Input & string];

export interface LightFieldError {
  /** 'validation' from the form's checks, 'server' from the API's answer */
  type: 'validation' | 'server';
  message: string;
}

export type LightFieldErrors<Input> = Partial<Record<LightPath<Input>, LightFieldError>>;

export interface LightRegistration {
  name: string;
  defaultValue?: string;
  defaultChecked?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

export type LightRegister<Input> = (name: LightPath<Input>) => LightRegistration;

function valueAt(values: LightValues, name: string): FieldValue | LightValues | undefined {
  let node: FieldValue | LightValues | undefined = values;
  for (const key of name.split('.')) node = node !== undefined && typeof node === 'object' ? node[key] : undefined;
  return node;
}

function setValueAt(values: LightValues, name: string, value: FieldValue) {
  const keys = name.split('.');
  let node = values;
  for (const key of keys.slice(0, -1)) node = node[key] as LightValues;
  node[keys.at(-1)!] = value;
}

function fieldValue(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): FieldValue {
  return field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
}

/**
 * Every field of `known` as the form holds it (checkboxes as booleans, the
 * rest as strings), groups included; a field not on show keeps its value in
 * `known` (its default, or what was typed before it was hidden).
 */
export function readForm<Input extends LightValues>(form: HTMLFormElement, known: Input): Input {
  const read = (values: LightValues, prefix: string): LightValues =>
    Object.fromEntries(
      Object.entries(values).map(([key, value]) => {
        const name = `${prefix}${key}`;
        if (typeof value === 'object') return [key, read(value, `${name}.`)];
        const field = form.elements.namedItem(name);
        if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) return [key, fieldValue(field)];
        return [key, value];
      }),
    );
  return read(known, '') as Input;
}

/** The first message per field, keyed by the field's name, in the error summary's shape. */
export function errorsFromIssues<Input>(issues: LightIssue[]): LightFieldErrors<Input> {
  const errors: Record<string, LightFieldError> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || 'root';
    errors[name] ??= { type: 'validation', message: issue.message };
  }
  return errors as LightFieldErrors<Input>;
}

export function useLightForm<Input extends LightValues, Output = Input>(options: {
  defaultValues: Input;
  /** fetched the first time the form is checked; a failed fetch (offline) is tried again at the next check */
  loadSchema: () => Promise<SchemaLike<Output>>;
}) {
  const [errors, setErrors] = useState<LightFieldErrors<Input>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const schema = useRef<Promise<SchemaLike<Output>> | null>(null);
  const submitted = useRef(false);
  // What every field holds as last seen: a field hidden and shown again gets it back.
  const values = useRef<Input | null>(null);
  values.current ??= structuredClone(options.defaultValues);
  const watched = useRef(new Set<string>());
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  async function check(form: HTMLFormElement) {
    schema.current ??= options.loadSchema().catch((error: unknown) => {
      schema.current = null;
      throw error;
    });
    const result = await (await schema.current).safeParseAsync(readForm(form, values.current!));
    setErrors(result.success ? {} : errorsFromIssues<Input>(result.error.issues));
    return result;
  }

  const register: LightRegister<Input> = (name) => {
    const current = valueAt(values.current!, name);
    return {
      name,
      ...(typeof current === 'boolean' ? { defaultChecked: current } : { defaultValue: typeof current === 'string' ? current : '' }),
      onChange: (event) => {
        setValueAt(values.current!, name, fieldValue(event.target));
        if (watched.current.has(name)) rerender();
        const form = event.target.form;
        if (submitted.current && form) void check(form).catch(() => undefined);
      },
    };
  };

  /** A field's value as it is now; the component renders again when it changes. */
  function watch(name: LightPath<Input>): FieldValue {
    watched.current.add(name);
    return valueAt(values.current!, name) as FieldValue;
  }

  /** An error the API found (as an error code or message key), beside its field until the next check. */
  function setError(name: LightPath<Input>, error: LightFieldError) {
    setErrors((previous) => ({ ...previous, [name]: error }));
  }

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

  return { register, handleSubmit, watch, setError, formState: { errors, isSubmitting } };
}
