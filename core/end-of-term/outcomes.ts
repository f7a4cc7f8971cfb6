// The choices at the end of a contract's term (docs/domain.md, "End of term").
export const END_OF_TERM_OUTCOMES = ['return', 'extend', 'upgrade'] as const;
export type EndOfTermOutcome = (typeof END_OF_TERM_OUTCOMES)[number];

/** The list's window: deadlines within N days from today, those already passed, or every one. */
export const END_OF_TERM_WINDOWS = ['upcoming', 'overdue', 'all'] as const;
export type EndOfTermWindow = (typeof END_OF_TERM_WINDOWS)[number];

/** Whether an outcome was chosen yet: the list's filter. */
export const END_OF_TERM_CHOSEN = ['any', 'chosen', 'open'] as const;

export const END_OF_TERM_SORTS = ['noticeDeadline', 'endDate', 'number', 'company'] as const;
export type EndOfTermSort = (typeof END_OF_TERM_SORTS)[number];
