// The JS size check of npm test (scripts/bench-bundle.mjs --check): a route
// within its budget passes whatever its size; one over budget passes only up
// to its ceiling (plus the build's noise), and a route over budget without a
// ceiling fails.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { regressions, targetOf } from '../../scripts/bench-bundle.mjs';

const row = (route: string, firstLoadKb: number) => ({ route, firstLoadKb, ownKb: 0, targetKb: targetOf(route) as number });

describe('the bundle budget check', () => {
  it('gives the statistics and import pages 200 kB, a page with a form 165 and every other page 150', () => {
    expect([targetOf('/stats'), targetOf('/stats/:category/:id'), targetOf('/importexcel'), targetOf('/contracts'), targetOf('/statsx')]).toEqual([
      200, 200, 200, 150, 150,
    ]);
    expect([targetOf('/login', true), targetOf('/importexcel', true), targetOf('/login', false)]).toEqual([165, 200, 150]);
  });

  it('refuses growth past a ceiling and a new route over budget, not a route within budget', () => {
    const ceilings = { '/login': 186, '/contracts': 176.2 };
    const found = regressions(
      [row('/products', 149.9), row('/login', 186.4), row('/contracts', 177.5), row('/orders', 150.2), row('/stats', 199)],
      ceilings,
    ) as { route: string }[];
    expect(found.map((r) => r.route)).toEqual(['/contracts', '/orders']);
  });
});
