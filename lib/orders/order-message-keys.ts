// The message keys (messages/*.json) of the orders forms' checks: the error map
// their zodResolver parses with. Apart from the checks, which load later: this
// goes with the page and holds no zod.

/** A blank field is missing, a number that could not be read is written the wrong way, anything else is not valid. */
export const ORDER_MESSAGE_KEYS = {
  error: (issue: { code?: string; input?: unknown }) => {
    if (issue.code === 'too_small' || issue.input === null || issue.input === undefined || issue.input === '') return 'errors.required';
    if (typeof issue.input === 'number' && Number.isNaN(issue.input)) return 'validation.invalidDecimal';
    return 'errors.invalid_value';
  },
};
