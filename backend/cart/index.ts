// The cart area (issue 4): the open quote each user builds per agency, stored
// by the API (never only in the browser), and the price options of the recap.
// Every call is scope-checked: a member of the agency whose role may create
// contracts, acting on their own quote only.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Actor } from '../auth/actor';
import { requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import type { AppDeps } from '../deps';
import { priceOptions } from './price-options';
import { deleteQuoteRoute, priceOptionsRoute, readQuoteRoute, writeQuoteRoute } from './routes';
import { discardQuote, readQuote, writeQuote } from './store';

const QUOTING = 'quotes.create';

/** The caller's own quote in the agency. */
const ownerOf = (actor: Actor) => ({ userId: actor.userId, agencyId: actor.agencyId });

export function registerCartRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);

  guarded(readQuoteRoute(auth), QUOTING, async (c, { actor }) => c.json(await readQuote(deps.db, ownerOf(actor)), 200));
  guarded(writeQuoteRoute(auth), QUOTING, async (c, { actor }) => {
    const { quote, revision } = c.req.valid('json');
    return c.json(await writeQuote(deps.db, deps.clock, ownerOf(actor), quote, revision), 200);
  });
  guarded(deleteQuoteRoute(auth), QUOTING, async (c, { actor }) => {
    await discardQuote(deps.db, deps.clock, ownerOf(actor));
    return c.body(null, 204);
  });
  guarded(priceOptionsRoute(auth), QUOTING, async (c, { actor }) => c.json(await priceOptions(deps.db, actor, c.req.valid('json')), 200));
}
