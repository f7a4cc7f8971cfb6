// The rate factors form's values; its checks are in rate-factors-checks.ts,
// loaded when the form is first checked.

/** Each factor's text as typed, by the cell's name (`factor-<id>`). */
export type RateFactorsFormValues = Record<string, string>;

export const cellName = (id: number) => `factor-${id}`;
