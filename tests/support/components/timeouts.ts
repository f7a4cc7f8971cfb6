// The components' own waits (the cart saves 500 ms after an edit, its live answers are asked 300 ms after a
// change) on a clock the test moves: a test that says "nothing happens" fires every timer set so far instead of
// guessing how long to wait. Time still flows on that clock, so testing-library's waitFor works as before.
import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
});

/** setTimeout on the test's clock, from now to the end of the test. */
export function fakeTimeouts(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
}

/** Fires every timeout set so far (a debounce included, however long), and lets React apply what follows. */
export async function firePendingTimeouts(): Promise<void> {
  await act(async () => {
    await vi.runOnlyPendingTimersAsync();
  });
}
