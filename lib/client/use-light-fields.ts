'use client';

import { useEffect } from 'react';
import {
  errorsFromIssues,
  formField,
  setValueAt,
  show,
  valueAt,
  type LightControl,
  type LightFieldError,
  type LightFieldErrors,
  type LightPath,
  type LightRegister,
  type StoredValue,
} from './use-light-form';

/** Checks the form but shows (or clears) the error of one field only; true when it has none. */
async function checkOnly<Input>(control: LightControl<Input>, name: string) {
  const result = await control.parse();
  const found: Record<string, LightFieldError | undefined> = result.success ? {} : errorsFromIssues<Input>(result.error.issues);
  control.setErrors((previous) => {
    const next: Record<string, LightFieldError | undefined> = { ...previous };
    delete next[name];
    if (found[name]) next[name] = found[name];
    return next as LightFieldErrors<Input>;
  });
  return !found[name];
}

/**
 * Values set and read from code, checks on demand, the focus moved; with `checkTouched`, before the first
 * submit a field is checked once it has lost the focus, then at every change (react-hook-form's 'onTouched').
 */
export function useLightFields<Input extends object>(control: LightControl<Input>, { checkTouched = false } = {}) {
  const { touched, submitted } = control;
  const checkField = (name: string) => void checkOnly(control, name).catch(() => undefined);
  const { afterChange } = control;
  useEffect(() => {
    if (checkTouched) afterChange.current.set('touched', (name) => !submitted.current && name && touched.current.has(name) && checkField(name));
  });

  const register: LightRegister<Input> = (name, extra) => ({
    ...control.register(name, extra),
    ...(checkTouched && {
      onBlur: () => {
        if (touched.current.has(name) || submitted.current) return;
        touched.current.add(name);
        checkField(name);
      },
    }),
  });

  /** Sets a value (a field on show displays it); `check`: the field's error is shown or cleared at once, as after it was touched. */
  function setValue(name: LightPath<Input>, value: StoredValue, { check = false } = {}) {
    setValueAt(control.values.current, name, value);
    show(control.form.current, name, value);
    if (control.watched.current.has(name)) control.rerender();
    control.changed();
    if (check && !submitted.current) checkField(name);
  }

  /** The value of a field or group as it is now. */
  function getValues<K extends keyof Input & string>(name: K): Input[K];
  function getValues(name: LightPath<Input>): StoredValue;
  function getValues(name: string): unknown {
    return structuredClone(valueAt(control.values.current, name));
  }

  /** Checks the whole form (shows every error) or, named, one field; true when there is no error. */
  async function trigger(name?: LightPath<Input>): Promise<boolean> {
    if (name) return checkOnly(control, name);
    return control.form.current ? (await control.check(control.form.current)).success : false;
  }

  const setFocus = (name: LightPath<Input>) => formField(control.form.current, name)?.focus();

  return { register, setValue, getValues, trigger, setFocus };
}
