// The e-mails the e2e server starts with in its dead letters (tests/support/e2e/seed-dead-letters.ts, run by
// scripts/e2e-server.mjs), oldest first: the jobs page lists them newest first, so retrying the top row sends
// the last of those still waiting (tests/e2e/jobs.spec.ts).
export const DEAD_LETTER_MAILS = [
  { to: 'dead-letter-1@example.com', name: 'dead1' },
  { to: 'dead-letter-2@example.com', name: 'dead2' },
  { to: 'dead-letter-3@example.com', name: 'dead3' },
] as const;

/** What the mail server answered them: nothing listens on this port. */
export const DEAD_LETTER_SMTP = 'smtp://127.0.0.1:1';
