// The tunables administrators set on the system parameters page, with the
// range each may take: days before archiving, the credit scoring thresholds
// (0–100), the least months of activity a company needs, and the end of a
// contract's term (notice, reminders, the residual value of an extension).

export const PARAMETER_RANGES = {
  archiveRefusedContractDays: { min: 1, max: 3650 },
  archivedDraftContractDays: { min: 1, max: 3650 },
  scoreKO: { min: 0, max: 100 },
  scoreProviderSC: { min: 0, max: 100 },
  activityMinMonths: { min: 0, max: 600 },
  // The end of a contract's term (docs/domain.md, "End of term"): notice before the end, reminders before the notice deadline (0: off),
  // and the residual value an extension is priced on.
  endOfTermNoticeDays: { min: 1, max: 365 },
  endOfTermReminder1Days: { min: 0, max: 365 },
  endOfTermReminder2Days: { min: 0, max: 365 },
  endOfTermReminder3Days: { min: 0, max: 365 },
  endOfTermResidualPercent: { min: 0, max: 100 },
} as const;

export type ParameterKey = keyof typeof PARAMETER_RANGES;
export const PARAMETER_KEYS = Object.keys(PARAMETER_RANGES) as ParameterKey[];

/** A score below scoreKO is refused and one from scoreProviderSC up pre-approved, so the first may not exceed the second. */
export const scoresInOrder = (values: { scoreKO: number; scoreProviderSC: number }) => values.scoreKO <= values.scoreProviderSC;
