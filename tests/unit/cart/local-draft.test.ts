// Edits kept in the tab until the API stores them: restored only on the
// revision they were made on.
import { describe, expect, it } from 'vitest';
import { draftToRestore } from '@/lib/cart/local-draft';
import { quote } from '../../support/fixtures/cart';

describe('which kept draft comes back after a reload', () => {
  const draft = { quote: { ...quote(), notes: 'typed' }, baseRevision: 7 };

  it('the one built on the revision the API still holds', () => {
    expect(draftToRestore(draft, 7)).toEqual(draft.quote);
  });

  it('none when the API holds another revision, or when there is none', () => {
    expect(draftToRestore(draft, 8)).toBeNull();
    expect(draftToRestore(draft, 6)).toBeNull();
    expect(draftToRestore(null, 7)).toBeNull();
  });
});
