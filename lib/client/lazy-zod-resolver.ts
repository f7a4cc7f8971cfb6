'use client';

import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * react-hook-form's zodResolver (@hookform/resolvers) over a schema fetched
 * the first time the form is checked: the resolver, zod and the core/ schemas
 * stay out of the page's first load (docs/decisions.md, "Forms"). A failed
 * fetch (offline) is tried again at the next check. `parseOptions` go to the
 * schema's parse (an error map, for instance). `Input` is the form's values as
 * the form declares them; the schema says what they become.
 */
export function lazyZodResolver<Input extends FieldValues, Schema extends z.$ZodType = z.$ZodType>(
  load: () => Promise<Schema>,
  parseOptions?: z.ParseContext<z.$ZodIssue>,
): Resolver<Input, unknown, z.output<Schema>> {
  type Ready = Resolver<Input, unknown, z.output<Schema>>;
  let ready: Promise<Ready> | null = null;
  return async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never, parseOptions as never) as unknown as Ready,
      (error: unknown) => {
        ready = null;
        throw error;
      },
    );
    return (await ready)(values, context, options);
  };
}
