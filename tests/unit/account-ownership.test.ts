// Who owns a user's account fields (issue #28): a platform administrator
// always; anyone else only when every agency of the user is their own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownsAccount } from '@/core/domain/administration';
import type { DataScope } from '@/core/permissions';

const MILANO = 2;
const NIKON = 4;

describe('ownsAccount', () => {
  it('gives a platform administrator every account, whatever the agencies', () => {
    expect(ownsAccount('all', 1, [MILANO, NIKON])).toBe(true);
    expect(ownsAccount('all', 1, [])).toBe(true);
  });

  it("gives an agency's roles the accounts of their agency's users alone", () => {
    for (const scope of ['agency', 'team'] as const) {
      expect(ownsAccount(scope, MILANO, [MILANO]), scope).toBe(true);
      expect(ownsAccount(scope, MILANO, [MILANO, NIKON]), scope).toBe(false);
      expect(ownsAccount(scope, MILANO, [NIKON, MILANO]), scope).toBe(false);
      expect(ownsAccount(scope, MILANO, [NIKON]), scope).toBe(false);
    }
  });

  it('gives nobody but a platform administrator a user of no agency', () => {
    expect(ownsAccount('agency', MILANO, [])).toBe(false);
  });

  it('for any scope below all: owned exactly when the caller covers every agency of the user', () => {
    const scope = fc.constantFrom<DataScope>('agency', 'team', 'own', 'company');
    const agency = fc.integer({ min: 1, max: 6 });
    fc.assert(
      fc.property(scope, agency, fc.array(agency, { maxLength: 4 }), (s, caller, targets) => {
        const covered = targets.length > 0 && new Set(targets).size === 1 && targets[0] === caller;
        expect(ownsAccount(s, caller, targets)).toBe(covered);
      }),
    );
  });
});
