// How long a client is asked to wait (Retry-After, in seconds) when the service
// is briefly away: the API while its database is unreachable, and the portal
// when the API could not renew a session for that reason (docs/security.md,
// "When the database is away").
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
