import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuoteConflict, SaveQueue, type SaveState } from '@/lib/cart/save-queue';

describe('saving the open quote', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function queue(put: (quote: string, revision: number) => Promise<{ revision: number }>) {
    const states: SaveState[] = [];
    return { q: new SaveQueue<string>(put, 3, (s) => states.push(s), 500), states };
  }

  it('waits a moment after typing and sends only the newest quote, based on the last revision', async () => {
    const put = vi.fn(async (_quote: string, revision: number) => ({ revision: revision + 1 }));
    const { q, states } = queue(put);
    q.schedule('a');
    q.schedule('ab');
    q.schedule('abc');
    expect(put).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(put).toHaveBeenCalledExactlyOnceWith('abc', 3);
    q.schedule('abcd');
    await q.flush();
    expect(put).toHaveBeenLastCalledWith('abcd', 4);
    expect(q.currentRevision).toBe(5);
    expect(states.at(-1)).toBe('saved');
  });

  it('keeps one write in flight: a change during a write goes out after it, with its revision', async () => {
    let release!: () => void;
    const put = vi.fn(
      (_quote: string, revision: number) =>
        new Promise<{ revision: number }>((resolve) => {
          release = () => resolve({ revision: revision + 1 });
        }),
    );
    const { q } = queue(put);
    q.schedule('first');
    const flushing = q.flush();
    q.schedule('second');
    const second = q.flush();
    release();
    await vi.waitFor(() => expect(put).toHaveBeenCalledTimes(2));
    release();
    await Promise.all([flushing, second]);
    expect(put.mock.calls).toEqual([
      ['first', 3],
      ['second', 4],
    ]);
  });

  it('stops on a conflict with another tab or device, and keeps a failed quote for the next try', async () => {
    const failing = queue(async () => Promise.reject(new Error('offline')));
    failing.q.schedule('typed');
    expect(await failing.q.flush()).toBe('error');
    expect(failing.q.unsaved).toBe('typed');

    const conflicting = queue(async () => Promise.reject(new QuoteConflict()));
    conflicting.q.schedule('mine');
    expect(await conflicting.q.flush()).toBe('conflict');
    conflicting.q.schedule('more');
    expect(conflicting.states.at(-1)).toBe('conflict');
  });

  it('tells after each stored write the new revision and what still waits, so the draft kept in the tab follows', async () => {
    let release!: () => void;
    const put = vi.fn(
      (_quote: string, revision: number) => new Promise<{ revision: number }>((resolve) => (release = () => resolve({ revision: revision + 1 }))),
    );
    const stored: Array<[number, string | null]> = [];
    const q = new SaveQueue<string>(
      put,
      3,
      () => undefined,
      500,
      (revision, unsaved) => stored.push([revision, unsaved]),
    );
    q.schedule('a');
    const done = q.flush();
    q.schedule('ab'); // typed while the first write is in flight
    release();
    await vi.waitFor(() => expect(stored).toEqual([[4, 'ab']]));
    release();
    await done;
    await vi.waitFor(() =>
      expect(stored).toEqual([
        [4, 'ab'],
        [5, null],
      ]),
    );
  });
});
