import { describe, expect, it } from 'vitest';
import { customerUserOutcome } from '@/lib/contracts/customer-user-plan';

const pending = [{ username: 'verdi.ottica', email: 'Acquisti@Verdi.example' }];

describe("what 'create customer user' does with the address typed", () => {
  it('links the sign-up waiting under that address, whatever its casing and spaces', () => {
    expect(customerUserOutcome(' acquisti@verdi.EXAMPLE ', pending)).toEqual({ kind: 'link', username: 'verdi.ottica', email: 'Acquisti@Verdi.example' });
  });

  it('invites a new account for any other address, or none yet', () => {
    expect(customerUserOutcome('info@verdi.example', pending)).toEqual({ kind: 'invite' });
    expect(customerUserOutcome('', pending)).toEqual({ kind: 'invite' });
    expect(customerUserOutcome('acquisti@verdi.example', [])).toEqual({ kind: 'invite' });
  });
});
