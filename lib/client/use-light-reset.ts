'use client';

import { useEffect, useRef, useState } from 'react';
import { type FieldValue, type LightControl, show } from './use-light-form';

/** Every field's name and value in `values`, groups and lists walked. */
const leaves = (values: object, prefix = ''): [string, FieldValue][] =>
  Object.entries(values).flatMap(([key, value]: [string, FieldValue | object]) =>
    typeof value === 'object' ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, FieldValue]],
  );

/** isDirty (the values differ from the defaults, or from what reset() last set) and reset. */
export function useLightReset<Input extends object>(control: LightControl<Input>) {
  const baseline = useRef<string | null>(null);
  baseline.current ??= JSON.stringify(control.values.current);
  const [isDirty, setDirty] = useState(false);
  const { afterChange, values } = control;
  useEffect(() => {
    afterChange.current.set('dirty', () => setDirty(JSON.stringify(values.current) !== baseline.current));
  }, [afterChange, values]);

  /** New starting values (what was just saved): the fields show them, nothing is dirty, no error is shown. */
  function reset(next: Input) {
    control.restart(next);
    baseline.current = JSON.stringify(next);
    for (const [name, value] of leaves(next)) show(control.form.current, name, value);
    setDirty(false);
  }
  return { isDirty, reset };
}
