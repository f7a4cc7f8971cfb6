import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (a zod schema, some 35 kB gzip with
 * zod itself) is fetched the first time the form is checked, not with the
 * page: resolvers are asynchronous anyway, so the form behaves the same.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> {
  let loading: Promise<Resolver<Values, Context, Output>> | null = null;
  return async (values, context, options) => {
    loading ??= load();
    // A failed fetch (offline) is tried again at the next check.
    const resolve = await loading.catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return resolve(values, context, options);
  };
}
