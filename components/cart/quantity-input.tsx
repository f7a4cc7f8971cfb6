'use client';

import { useId, useState } from 'react';

interface Props {
  label: string;
  value: number;
  min?: number;
  max?: number;
  onChange: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  invalid?: boolean;
  describedBy?: string;
}

/** A whole number with − and + buttons; what is typed shows as typed, a valid number is passed on. */
export function QuantityInput({ label, value, min = 0, max = 10_000, onChange, decreaseLabel, increaseLabel, invalid, describedBy }: Props) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // The quote changed elsewhere (the duration table, a reload): show its value.
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const set = (next: number) => {
    const clamped = Math.min(max, Math.max(min, next));
    setText(String(clamped));
    setShown(clamped);
    onChange(clamped);
  };
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <button
        type="button"
        onClick={() => set(value - 1)}
        disabled={value <= min}
        aria-label={`${decreaseLabel}: ${label}`}
        className="h-8 w-8 rounded-md border border-slate-300 text-base hover:bg-slate-50 disabled:opacity-40"
      >
        −
      </button>
      <input
        id={id}
        inputMode="numeric"
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          setText(event.target.value);
          const typed = event.target.value.trim();
          if (/^-?\d+$/.test(typed)) {
            const number = Math.min(max, Number(typed));
            setShown(number);
            onChange(number);
          }
        }}
        className={`w-16 rounded-md border px-2 py-1.5 text-center text-sm shadow-sm outline-none focus:ring-2 focus:ring-primary ${invalid ? 'border-red-600' : 'border-slate-300'}`}
      />
      <button
        type="button"
        onClick={() => set(value + 1)}
        disabled={value >= max}
        aria-label={`${increaseLabel}: ${label}`}
        className="h-8 w-8 rounded-md border border-slate-300 text-base hover:bg-slate-50 disabled:opacity-40"
      >
        +
      </button>
    </div>
  );
}
