// The total of a list page whose filter may match very many rows: counted up
// to a cap, so a broad search over a million contracts costs a bounded count;
// past it the page says "more than 10,000" (docs/architecture.md, "Lists").
import { z } from 'zod';

/** Lists count their rows up to this many; the pages link at most this many rows deep. */
export const LIST_COUNT_CAP = 10_000;

/** `total` and `totalCapped`, spread into a list answer's object. */
export const listTotalFields = {
  total: z
    .number()
    .int()
    .meta({ description: `Rows the filter matches, counted up to ${LIST_COUNT_CAP.toLocaleString('en')}` }),
  totalCapped: z.boolean().meta({ description: 'true: more rows than `total` match (the count stopped at the cap)' }),
};
