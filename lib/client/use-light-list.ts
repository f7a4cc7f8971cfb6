'use client';

import { useEffect, useRef, useState } from 'react';
import { type LightControl, type LightValues, valueAt } from './use-light-form';

/** Keys only need to be unique within a list: one counter serves them all. */
let nextKey = 0;

/** A list of field groups (`list.0.field`): `keys` to render its items by, and the edits react-hook-form's useFieldArray made. */
export function useLightList<Input extends object, K extends keyof Input & string>(control: LightControl<Input>, name: K) {
  type Item = Input[K] extends readonly (infer I)[] ? I : never;
  // A stable key per item, so an item's fields move with it; the item added last takes the focus.
  const [keys] = useState<number[]>(() => []);
  const focusFirstOf = useRef<string | null>(null);
  useEffect(() => {
    const prefix = focusFirstOf.current;
    if (!prefix || !control.form.current) return;
    focusFirstOf.current = null;
    const first = [...control.form.current.elements].find(
      (element): element is HTMLElement => element instanceof HTMLElement && !!element.getAttribute('name')?.startsWith(prefix),
    );
    first?.focus();
  });
  const items = valueAt(control.values.current, name) as LightValues[];
  // At first, and after a reset to another number of items: new keys.
  if (keys.length !== items.length) keys.splice(0, keys.length, ...items.map(() => nextKey++));
  const edit = (apply: (items: LightValues[], keys: number[]) => void) => {
    apply(items, keys);
    control.rerender();
    control.changed();
  };
  return {
    keys,
    append: (item: Item) => {
      focusFirstOf.current = `${name}.${items.length}.`;
      edit((items, keys) => {
        items.push(structuredClone(item) as LightValues);
        keys.push(nextKey++);
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
