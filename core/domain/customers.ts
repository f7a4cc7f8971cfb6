// The customers list's sortable columns, shared by the page's address and the API.

/** The orders the customers list can be sorted in. */
export const CUSTOMER_SORTS = ['name', 'createdAt', 'lastContractAt'] as const;
