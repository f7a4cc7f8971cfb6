'use client';

import { useReducer, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';

// The portal's forms need what react-hook-form gave them (register,
// handleSubmit, errors, isSubmitting, server errors beside their fields,
// watched values) but not its 14 kB gzip on the first load: fields stay
// uncontrolled, values are read from the form when it is checked, and the
// checks (a zod schema, or any object answering safeParseAsync the same way)
// are fetched the first time the form is checked. As with react-hook-form's
// defaults, a form is checked on submit and, once submitted, again on every
// change. Errors are keyed by the field's name ('email', 'answers.q4'), each
// { type, message }: the shape the error summary reads. What few forms need
// (lists of field groups, reset and isDirty, setValue, checks on blur) is in
// use-light-list.ts, use-light-reset.ts and use-light-fields.ts, so the other forms' pages do not load it.

export interface LightIssue {
  path: PropertyKey[];
  message: string;
}

/** What a schema's safeParseAsync answers: zod and zod/mini both do, and so can a hand-made check. */
export interface SchemaLike<Output> {
  safeParseAsync(values: unknown): Promise<{ success: true; data: Output } | { success: false; error: { issues: LightIssue[] } }>;
}

export type FieldValue = string | boolean;
/** A form's values: fields, groups of fields named `group.field`, and lists of groups named `list.0.field`. */
export interface LightValues {
  [name: string]: FieldValue | LightValues | LightValues[];
}
type Node = FieldValue | LightValues | LightValues[];
/** What a name holds besides a field: a list of words kept with the values (fields the lookup missed…). */
export type StoredValue = FieldValue | readonly string[];

/** Every field's name: `field`, `group.field` for a field inside a group, `list.0.field` for one in a list. */
export type LightPath<Input> = {
  [K in keyof Input & string]: Input[K] extends FieldValue | readonly FieldValue[]
    ? K
    : Input[K] extends readonly (infer Item)[]
      ? `${K}.${number}.${LightPath<Item>}`
      : `${K}.${LightPath<Input[K]>}`;
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
  ref: (element: HTMLElement | null) => void;
  onBlur?: () => void;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

export type LightRegister<Input> = (name: LightPath<Input>, extra?: { onChange?: LightRegistration['onChange'] }) => LightRegistration;

export function valueAt(values: object, name: string): Node | undefined {
  let node: Node | undefined = values as LightValues;
  for (const key of name.split('.')) node = node !== undefined && typeof node === 'object' ? (node as LightValues)[key] : undefined;
  return node;
}

export function setValueAt(values: object, name: string, value: unknown) {
  const keys = name.split('.');
  let node = values as LightValues;
  for (const key of keys.slice(0, -1)) node = node[key] as LightValues;
  node[keys.at(-1)!] = value as FieldValue;
}

export const formField = (form: HTMLFormElement | null, name: string) => {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement ? field : null;
};

const fieldValue = (field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): FieldValue =>
  field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;

/** What a field on show displays: `value`, written to it (it is not controlled by React). */
export function show(form: HTMLFormElement | null, name: string, value: StoredValue) {
  const field = formField(form, name);
  if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === true;
  else if (field) field.value = String(value);
}

/**
 * Every field of `known` as the form holds it (checkboxes as booleans, the
 * rest as strings), groups included; a field not on show keeps its value in
 * `known` (its default, or what was typed before it was hidden).
 */
export function readForm<Input extends object>(form: HTMLFormElement, known: Input): Input {
  const read = (value: Node, name: string): Node => {
    if (typeof value !== 'object') {
      const field = formField(form, name);
      return field ? fieldValue(field) : value;
    }
    const entries = Object.entries(value).map(([key, child]) => [key, read(child, name ? `${name}.${key}` : key)]);
    return Array.isArray(value) ? (entries.map(([, child]) => child) as LightValues[]) : Object.fromEntries(entries);
  };
  return read(known as LightValues, '') as Input;
}

/** The first message per field, keyed by the field's name, in the error summary's shape. */
export function errorsFromIssues<Input>(issues: LightIssue[]): LightFieldErrors<Input> {
  const errors: Record<string, LightFieldError> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || 'root'] ??= { type: 'validation', message: issue.message };
  return errors as LightFieldErrors<Input>;
}

/** What the tools (use-light-list.ts, use-light-reset.ts, use-light-fields.ts) reach of a form. */
export interface LightControl<Input, Output = unknown> {
  /** what every field holds as last seen: a field hidden and shown again gets it back */
  values: RefObject<Input>;
  form: RefObject<HTMLFormElement | null>;
  submitted: RefObject<boolean>;
  /** fields that lost the focus once (checks on blur) */
  touched: RefObject<Set<string>>;
  watched: RefObject<Set<string>>;
  /** what a tool does after every change (of `name`, when a field), by the tool's name */
  afterChange: RefObject<Map<string, (name?: string) => void>>;
  rerender: () => void;
  changed: (name?: string) => void;
  parse: () => Promise<Awaited<ReturnType<SchemaLike<Output>['safeParseAsync']>>>;
  check: (form: HTMLFormElement) => Promise<Awaited<ReturnType<SchemaLike<Output>['safeParseAsync']>>>;
  setErrors: (update: (previous: LightFieldErrors<Input>) => LightFieldErrors<Input>) => void;
  register: LightRegister<Input>;
  /** new values from scratch: not submitted, nothing touched, no error */
  restart: (next: Input) => void;
}

export function useLightForm<Input extends object, Output = Input>(options: {
  defaultValues: Input;
  /** fetched the first time the form is checked; a failed fetch (offline) is tried again at the next check */
  loadSchema: () => Promise<SchemaLike<Output>>;
  /** every change of the values (typed, set, a list edited), e.g. to keep them in a draft */
  onValuesChange?: (values: Input) => void;
}) {
  const [errors, setErrors] = useState<LightFieldErrors<Input>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const schema = useRef<Promise<SchemaLike<Output>> | null>(null);
  const submitted = useRef(false);
  const values = useRef<Input>(null as unknown as Input);
  values.current ??= structuredClone(options.defaultValues);
  const watched = useRef(new Set<string>());
  const touched = useRef(new Set<string>());
  const afterChange = useRef(new Map<string, (name?: string) => void>());
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const form = useRef<HTMLFormElement | null>(null);

  /** After any change (of `name`, when a field): the draft, the tools, and the checks again once the form was submitted. */
  function changed(name?: string) {
    options.onValuesChange?.(structuredClone(values.current));
    for (const after of afterChange.current.values()) after(name);
    if (submitted.current && form.current) void check(form.current).catch(() => undefined);
  }

  async function parse() {
    schema.current ??= options.loadSchema().catch((error: unknown) => {
      schema.current = null;
      throw error;
    });
    return (await schema.current).safeParseAsync(form.current ? readForm(form.current, values.current) : values.current);
  }

  async function check(element: HTMLFormElement) {
    form.current = element;
    const result = await parse();
    setErrors(result.success ? {} : errorsFromIssues<Input>(result.error.issues));
    return result;
  }

  const register: LightRegister<Input> = (name, extra) => {
    const current = valueAt(values.current, name);
    return {
      name,
      ...(typeof current === 'boolean' ? { defaultChecked: current } : { defaultValue: typeof current === 'string' ? current : '' }),
      ref: (element) => {
        const owner = element && 'form' in element ? (element.form as HTMLFormElement | null) : null;
        if (owner) form.current = owner;
      },
      onChange: (event) => {
        setValueAt(values.current, name, fieldValue(event.target));
        if (watched.current.has(name)) rerender();
        changed(name);
        extra?.onChange?.(event);
      },
    };
  };

  /** A field's value as it is now; the component renders again when it changes. */
  function watch<K extends keyof Input & string>(name: K): Input[K];
  function watch(name: LightPath<Input>): StoredValue;
  function watch(name: string): unknown {
    watched.current.add(name);
    return valueAt(values.current, name);
  }

  /** An error the API found (as an error code or message key), beside its field until the next check. */
  function setError(name: LightPath<Input>, error: LightFieldError) {
    setErrors((previous) => ({ ...previous, [name]: error }));
  }

  function handleSubmit(onValid: (values: Output) => Promise<void> | void, onInvalid?: (errors: LightFieldErrors<Input>) => void) {
    // Called without an event (a step's "next" button outside the form's submit), it checks the form the fields are in.
    return async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const element = event?.currentTarget ?? form.current;
      if (!element) return;
      submitted.current = true;
      setSubmitting(true);
      try {
        const result = await check(element);
        if (result.success) await onValid(result.data);
        else onInvalid?.(errorsFromIssues<Input>(result.error.issues));
      } finally {
        setSubmitting(false);
      }
    };
  }

  function restart(next: Input) {
    values.current = structuredClone(next);
    submitted.current = false;
    touched.current.clear();
    setErrors({});
    rerender();
  }

  const control: LightControl<Input, Output> = {
    values,
    form,
    submitted,
    touched,
    watched,
    afterChange,
    rerender,
    changed,
    parse,
    check,
    setErrors,
    register,
    restart,
  };
  return { register, handleSubmit, watch, setError, control, formState: { errors, isSubmitting } };
}
