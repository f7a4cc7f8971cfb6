// A form's checks fetched the first time the form is checked: loaded once,
// answering as the resolver it loads, and tried again after a failed fetch.
import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from '@/lib/client/lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as never;
const real: Resolver<Values> = async (values) =>
  (values.name ? { values, errors: {} } : { values: {}, errors: { name: { type: 'required', message: 'required' } } }) as Awaited<ReturnType<Resolver<Values>>>;

describe('lazyResolver', () => {
  it('loads the resolver once and answers as it does', async () => {
    const load = vi.fn(async () => real);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    expect(await resolver({ name: '' }, undefined, options)).toEqual({ values: {}, errors: { name: { type: 'required', message: 'required' } } });
    expect(await resolver({ name: 'Ada' }, undefined, options)).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the fetch again at the next check after it failed', async () => {
    const load = vi.fn<() => Promise<Resolver<Values>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real);
    const resolver = lazyResolver(load);
    await expect(resolver({ name: 'Ada' }, undefined, options)).rejects.toThrow('offline');
    expect(await resolver({ name: 'Ada' }, undefined, options)).toEqual({ values: { name: 'Ada' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
