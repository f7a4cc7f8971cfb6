// The state select of the users and agencies lists: the API's own `deactivated`
// flag is the address's, unset for every account, so the select offers it as is.

export const ACCOUNT_STATES = [
  { value: '', state: 'all' },
  { value: 'false', state: 'active' },
  { value: 'true', state: 'deactivated' },
] as const;

/** The select's value for a list's view. */
export const accountStateValue = (deactivated: boolean | undefined) => (deactivated === undefined ? '' : String(deactivated));
