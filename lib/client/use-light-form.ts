'use client';

import { useEffect, useReducer, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

// The portal's forms need what react-hook-form gave them (register,
// handleSubmit, errors, isSubmitting, server errors beside their fields,
// watched values, lists of field groups) but not its 14 kB gzip on the first
// load: fields stay
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
/** A form's values: fields, groups of fields named `group.field`, and lists of groups named `list.0.field`. */
interface LightValues {
  [name: string]: FieldValue | LightValues | LightValues[];
}
type Node = FieldValue | LightValues | LightValues[];
/** What a name holds besides a field: a list of words kept with the values (fields the lookup missed…). */
type StoredValue = FieldValue | readonly string[];

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

function valueAt(values: object, name: string): Node | undefined {
  let node: Node | undefined = values as LightValues;
  for (const key of name.split('.')) node = node !== undefined && typeof node === 'object' ? (node as LightValues)[key] : undefined;
  return node;
}

function setValueAt(values: object, name: string, value: FieldValue) {
  const keys = name.split('.');
  let node = values as LightValues;
  for (const key of keys.slice(0, -1)) node = node[key] as LightValues;
  node[keys.at(-1)!] = value;
}

/** Every field's name and value in `values`, groups and lists walked. */
function leaves(values: object, prefix = ''): [string, FieldValue][] {
  return Object.entries(values).flatMap(([key, value]: [string, Node]) =>
    typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, FieldValue]],
  );
}

const formField = (form: HTMLFormElement | null, name: string) => {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement ? field : null;
};

function fieldValue(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): FieldValue {
  return field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value;
}

/**
 * Every field of `known` as the form holds it (checkboxes as booleans, the
 * rest as strings), groups included; a field not on show keeps its value in
 * `known` (its default, or what was typed before it was hidden).
 */
export function readForm<Input extends object>(form: HTMLFormElement, known: Input): Input {
  const read = (value: Node, name: string): Node => {
    if (Array.isArray(value)) return value.map((item, index) => read(item, `${name}.${index}`) as LightValues);
    if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, read(child, name ? `${name}.${key}` : key)]));
    const field = formField(form, name);
    return field ? fieldValue(field) : value;
  };
  return read(known as LightValues, '') as Input;
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

export function useLightForm<Input extends object, Output = Input>(options: {
  defaultValues: Input;
  /** fetched the first time the form is checked; a failed fetch (offline) is tried again at the next check */
  loadSchema: () => Promise<SchemaLike<Output>>;
  /** 'onTouched': before the first submit, a field is checked once it has lost the focus, then at every change */
  mode?: 'onSubmit' | 'onTouched';
  /** every change of the values (typed, set, a list edited), e.g. to keep them in a draft */
  onValuesChange?: (values: Input) => void;
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
  const form = useRef<HTMLFormElement | null>(null);
  // isDirty: the values differ from the defaults (or from what reset() last set)
  const baseline = useRef<string | null>(null);
  baseline.current ??= JSON.stringify(options.defaultValues);
  const [isDirty, setDirty] = useState(false);
  // Lists: a stable key per item, so an item's fields move with it; the item added last takes the focus.
  const listKeys = useRef(new Map<string, number[]>());
  const nextKey = useRef(0);
  const focusFirstOf = useRef<string | null>(null);
  const touched = useRef(new Set<string>());
  useEffect(() => {
    if (!focusFirstOf.current || !form.current) return;
    const prefix = focusFirstOf.current;
    focusFirstOf.current = null;
    const first = [...form.current.elements].find(
      (element): element is HTMLElement => element instanceof HTMLElement && !!element.getAttribute('name')?.startsWith(prefix),
    );
    first?.focus();
  });

  /** After any change (of `name`, when a field): what isDirty says, the draft, and the checks again once the form was submitted or the field touched. */
  function changed(name?: string) {
    setDirty(JSON.stringify(values.current) !== baseline.current);
    options.onValuesChange?.(structuredClone(values.current!));
    if (submitted.current && form.current) void check(form.current).catch(() => undefined);
    else if (name && touched.current.has(name)) void checkOnly(name).catch(() => undefined);
  }

  async function parse() {
    schema.current ??= options.loadSchema().catch((error: unknown) => {
      schema.current = null;
      throw error;
    });
    const known = values.current as Input;
    return (await schema.current).safeParseAsync(form.current ? readForm(form.current, known) : known);
  }

  async function check(element: HTMLFormElement) {
    form.current = element;
    const result = await parse();
    setErrors(result.success ? {} : errorsFromIssues<Input>(result.error.issues));
    return result;
  }

  /** Checks the form but shows (or clears) the error of one field only; true when it has none. */
  async function checkOnly(name: string) {
    const result = await parse();
    const found: Record<string, LightFieldError | undefined> = result.success ? {} : errorsFromIssues<Input>(result.error.issues);
    setErrors((previous) => {
      const next: Record<string, LightFieldError | undefined> = { ...previous };
      delete next[name];
      if (found[name]) next[name] = found[name];
      return next as LightFieldErrors<Input>;
    });
    return !found[name];
  }

  /** What a field on show displays: `value`, written to it (it is not controlled by React). */
  function show(name: string, value: StoredValue) {
    const field = formField(form.current, name);
    if (field instanceof HTMLInputElement && field.type === 'checkbox') field.checked = value === true;
    else if (field) field.value = String(value);
  }

  const register: LightRegister<Input> = (name, extra) => {
    const current = valueAt(values.current!, name);
    return {
      name,
      ...(options.mode === 'onTouched' && {
        onBlur: () => {
          if (touched.current.has(name) || submitted.current) return;
          touched.current.add(name);
          void checkOnly(name).catch(() => undefined);
        },
      }),
      ...(typeof current === 'boolean' ? { defaultChecked: current } : { defaultValue: typeof current === 'string' ? current : '' }),
      ref: (element) => {
        const owner = element && 'form' in element ? (element.form as HTMLFormElement | null) : null;
        if (owner) form.current = owner;
      },
      onChange: (event) => {
        setValueAt(values.current!, name, fieldValue(event.target));
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
    return valueAt(values.current!, name);
  }

  /** Sets a value (a field on show displays it); `check`: the field's error is shown or cleared at once, as after it was touched. */
  function setValue(name: LightPath<Input>, value: StoredValue, { check: checkNow = false } = {}) {
    setValueAt(values.current!, name, value as FieldValue);
    show(name, value);
    if (watched.current.has(name)) rerender();
    changed();
    if (checkNow && !submitted.current) void checkOnly(name).catch(() => undefined);
  }

  /** The values as they are now (of one field or group when named). */
  function getValues(): Input;
  function getValues<K extends keyof Input & string>(name: K): Input[K];
  function getValues(name: LightPath<Input>): StoredValue;
  function getValues(name?: string): unknown {
    return structuredClone(name ? valueAt(values.current!, name) : values.current);
  }

  /** Checks the whole form (shows every error) or, named, one field; true when there is no error. */
  async function trigger(name?: LightPath<Input>): Promise<boolean> {
    if (name) return checkOnly(name);
    return form.current ? (await check(form.current)).success : false;
  }

  function setFocus(name: LightPath<Input>) {
    formField(form.current, name)?.focus();
  }

  /** An error the API found (as an error code or message key), beside its field until the next check. */
  function setError(name: LightPath<Input>, error: LightFieldError) {
    setErrors((previous) => ({ ...previous, [name]: error }));
  }

  /** A list of field groups (`list.0.field`): `keys` to render its items by, and the edits react-hook-form's useFieldArray made. */
  function list<K extends keyof Input & string>(name: K) {
    type Item = Input[K] extends readonly (infer I)[] ? I : never;
    const items = valueAt(values.current!, name) as LightValues[];
    let keys = listKeys.current.get(name);
    if (!keys || keys.length !== items.length) {
      keys = items.map(() => nextKey.current++);
      listKeys.current.set(name, keys);
    }
    const edit = (apply: (items: LightValues[], keys: number[]) => void) => {
      apply(items, keys);
      rerender();
      changed();
    };
    return {
      keys,
      append: (item: Item) => {
        focusFirstOf.current = `${name}.${items.length}.`;
        edit((items, keys) => {
          items.push(structuredClone(item) as LightValues);
          keys.push(nextKey.current++);
        });
      },
      remove: (index: number) => edit((items, keys) => void (items.splice(index, 1), keys.splice(index, 1))),
      move: (from: number, to: number) =>
        edit((items, keys) => {
          items.splice(to, 0, ...items.splice(from, 1));
          keys.splice(to, 0, ...keys.splice(from, 1));
        }),
    };
  }

  /** New starting values (what was just saved): the fields show them, nothing is dirty, no error is shown. */
  function reset(next: Input) {
    values.current = structuredClone(next);
    baseline.current = JSON.stringify(next);
    for (const [name, value] of leaves(next)) show(name, value);
    submitted.current = false;
    touched.current.clear();
    setErrors({});
    setDirty(false);
    rerender();
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

  return {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    trigger,
    setFocus,
    setError,
    list,
    reset,
    formState: { errors, isSubmitting, isDirty, isSubmitted: submitted.current },
  };
}
