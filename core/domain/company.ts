// The company fields the company-credit lookup is expected to fill (besides
// the name): the API reports those it could not find, the customer form fills
// the rest from the answer.

export const LOOKUP_FIELDS = [
  'fiscalCode',
  'pec',
  'address',
  'postalCode',
  'municipality',
  'province',
  'phone',
  'email',
  'employees',
  'businessTypeId',
  'incorporationDate',
  'companySolidity',
] as const;

export type LookupField = (typeof LOOKUP_FIELDS)[number];
