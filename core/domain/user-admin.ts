// The users list's sortable columns, for the API's query and the page's address alike.
export const USER_SORTS = ['username', 'email', 'createdAt'] as const;
export type UserSort = (typeof USER_SORTS)[number];
