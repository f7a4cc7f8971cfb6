// The cart area (issue 4): the open quote each user builds per agency, stored
// by the API (never only in the browser), and the price options of the recap.
// Every call is scope-checked: a member of the agency whose role may create
// contracts, acting on their own quote only.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '../auth/require-user';
import { agencyActor } from '../catalogue/scope';
import type { AppDeps } from '../lib/deps';
import { priceOptions } from './price-options';
import { deleteQuoteRoute, priceOptionsRoute, readQuoteRoute, writeQuoteRoute } from './routes';
import { discardQuote, readQuote, writeQuote } from './store';

export function registerCartRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);
  const owner = async (user: { id: number }, agencyId: number) => {
    const actor = await agencyActor(deps.db, user, agencyId, 'contracts', 'create');
    return { actor, owner: { userId: actor.userId, agencyId: actor.agencyId } };
  };

  app.openapi(readQuoteRoute(auth), async (c) => {
    const { owner: key } = await owner(c.get('user'), c.req.valid('param').agencyId);
    return c.json(await readQuote(deps.db, key), 200);
  });

  app.openapi(writeQuoteRoute(auth), async (c) => {
    const { owner: key } = await owner(c.get('user'), c.req.valid('param').agencyId);
    const { quote, revision } = c.req.valid('json');
    return c.json(await writeQuote(deps.db, deps.clock, key, quote, revision), 200);
  });

  app.openapi(deleteQuoteRoute(auth), async (c) => {
    const { owner: key } = await owner(c.get('user'), c.req.valid('param').agencyId);
    await discardQuote(deps.db, deps.clock, key);
    return c.body(null, 204);
  });

  app.openapi(priceOptionsRoute(auth), async (c) => {
    const { actor } = await owner(c.get('user'), c.req.valid('param').agencyId);
    return c.json(await priceOptions(deps.db, actor, c.req.valid('json')), 200);
  });
}
