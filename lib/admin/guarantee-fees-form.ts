// The guarantee fees form's values; its checks are in guarantee-fees-checks.ts,
// loaded when the form is first checked.

export const FEE_COLUMNS = ['handlingFee', 'freeAccidents', 'accidentalCoverYears', 'theftDeductible', 'theftDeductibleAfter36'] as const;
export type FeeColumn = (typeof FEE_COLUMNS)[number];

/** Each cell's text as typed, by the cell's name (`<column>-<id>`). */
export type GuaranteeFeesFormValues = Record<string, string>;

export const feeCellName = (column: FeeColumn, id: number) => `${column}-${id}`;
