// A live answer of the cart (prices, options, tax): the page comes with the
// server's answer for the quote it rendered, so nothing is asked until the
// quote changes; the last answer is remembered for the next step.
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveAnswer } from '@/components/cart/use-live-answer';
import { fakeTimeouts, firePendingTimeouts } from '../../support/components/timeouts';

function asker() {
  const asked: string[] = [];
  const pending = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  const ask = vi.fn(
    (key: string) =>
      new Promise<string>((resolve, reject) => {
        asked.push(key);
        pending.set(key, { resolve, reject });
      }),
  );
  return {
    ask,
    asked,
    answer: (key: string, value: string) => act(() => pending.get(key)!.resolve(value)),
    fail: (key: string) => act(() => pending.get(key)!.reject(new Error('refused'))),
  };
}

/** Every ask the hook has put off (its delay) is due: what was not asked by now is not asked. */
const settle = firePendingTimeouts;

beforeEach(fakeTimeouts);

describe('a live answer', () => {
  it("shows the server's answer for the rendered key without asking, asks after a change, and shows the server's again on the way back", async () => {
    const { ask, asked, answer } = asker();
    const rendered = { key: 'k1', value: 'server' };
    const { result, rerender } = renderHook(({ key }) => useLiveAnswer('first', key, ask, rendered, 5), { initialProps: { key: 'k1' } });
    expect(result.current).toEqual({ status: 'ready', value: 'server', error: null });
    await settle();
    expect(ask).not.toHaveBeenCalled();

    rerender({ key: 'k2' });
    // The last answer stays on screen while the next one is asked.
    expect(result.current.value).toBe('server');
    await waitFor(() => expect(asked).toEqual(['k2']));
    expect(result.current).toMatchObject({ status: 'loading', value: 'server' });
    await answer('k2', 'two');
    expect(result.current).toEqual({ status: 'ready', value: 'two', error: null });

    rerender({ key: 'k1' });
    expect(result.current.value).toBe('server');
    await settle();
    expect(asked).toEqual(['k2']);
  });

  it('remembers the last answer of its kind: a step that opens on the same key asks nothing', async () => {
    const { ask, asked, answer } = asker();
    const first = renderHook(() => useLiveAnswer('second', 'a', ask, null, 0));
    expect(first.result.current).toEqual({ status: 'idle', value: null, error: null });
    await waitFor(() => expect(asked).toEqual(['a']));
    await answer('a', 'answer of a');
    first.unmount();

    const next = renderHook(() => useLiveAnswer('second', 'a', ask, null, 0));
    expect(next.result.current).toEqual({ status: 'ready', value: 'answer of a', error: null });
    await settle();
    expect(asked).toEqual(['a']);
    // Another kind with the same key is asked on its own.
    renderHook(() => useLiveAnswer('third', 'a', ask, null, 0));
    await waitFor(() => expect(asked).toEqual(['a', 'a']));
  });

  it('keeps the last answer after a failure and asks nothing while its key is null', async () => {
    const { ask, asked, answer, fail } = asker();
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => useLiveAnswer('fourth', key, ask, null, 0), {
      initialProps: { key: 'x' as string | null },
    });
    await waitFor(() => expect(asked).toEqual(['x']));
    await answer('x', 'of x');
    rerender({ key: 'y' });
    await waitFor(() => expect(asked).toEqual(['x', 'y']));
    await fail('y');
    expect(result.current).toMatchObject({ status: 'failed', value: 'of x' });
    expect((result.current.error as Error).message).toBe('refused');

    rerender({ key: null });
    await settle();
    expect(asked).toEqual(['x', 'y']);
    expect(result.current.value).toBe('of x');
  });
});
