// What 'create customer user' does with the address typed (docs/domain.md,
// "Customer sign-up"): a sign-up waiting in the agency that named the
// company's VAT number under that address is linked; any other address gets
// a new account and an invitation. The dialog says which before it is sent.

export interface PendingSignUp {
  username: string;
  email: string;
}

export type CustomerUserOutcome = { kind: 'link'; username: string; email: string } | { kind: 'invite' };

export function customerUserOutcome(email: string, pending: readonly PendingSignUp[]): CustomerUserOutcome {
  const typed = email.trim().toLowerCase();
  const waiting = typed ? pending.find((p) => p.email.toLowerCase() === typed) : undefined;
  return waiting ? { kind: 'link', username: waiting.username, email: waiting.email } : { kind: 'invite' };
}
