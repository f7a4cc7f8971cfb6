// An agency's webhooks (docs/integrations.md, "Webhooks"): the routes of the
// webhooks page, the delivery worker and the sweep, and the middleware that
// sends a job for each delivery a request wrote.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { requireUser } from '../auth/require-user';
import type { AppDeps } from '../deps';
import type { MailDeps } from '../mail';
import { guardedRoutes } from '../http/authorize';
import { idOf } from '../http/params';
import { deliverOnce } from './deliver';
import { DELIVER_JOB, SWEEP_JOB, dispatchNotedDeliveries, sendDeliveryJobs, sweepDeliveries } from './dispatch';
import { createEndpoint, deleteEndpoint, findEndpoint, listEndpoints, redeliver, rotateSecret, updateEndpoint } from './endpoints';
import { listAttempts } from './log';
import {
  webhookAttemptsRoute,
  webhookCreateRoute,
  webhookDeleteRoute,
  webhookListRoute,
  webhookRedeliverRoute,
  webhookRotateRoute,
  webhookUpdateRoute,
} from './routes';

const CAPABILITY = 'agency.webhooks.manage';

/** Before the routes: every request's deliveries get their jobs once it is answered. */
export function registerWebhookDispatch(app: OpenAPIHono, { queue }: Pick<AppDeps, 'queue'>): void {
  app.use('*', dispatchNotedDeliveries(queue));
}

export function registerWebhookWorkers({ db, queue, clock, config }: AppDeps, mail: MailDeps): void {
  const deps = { db, queue, clock, settings: config.webhooks, mail };
  queue.work(DELIVER_JOB, async ({ deliveryId }) => deliverOnce(deps, deliveryId));
  queue.work(SWEEP_JOB, async () => {
    await sweepDeliveries(db, queue, clock());
  });
  queue.schedule(SWEEP_JOB, '* * * * *', {});
}

export function registerWebhookRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const { db, clock, config, queue } = deps;
  const settings = config.webhooks;

  guarded(webhookListRoute(auth), CAPABILITY, async (c, { actor }) => c.json({ items: await listEndpoints(db, actor.agencyId) }, 200));

  guarded(webhookCreateRoute(auth), CAPABILITY, async (c, { actor }) =>
    c.json(await createEndpoint(db, settings, actor.agencyId, c.req.valid('json'), clock()), 201),
  );

  guarded(webhookUpdateRoute(auth), CAPABILITY, async (c, { actor }) => {
    const id = idOf(c.req.valid('param').endpointId);
    return c.json(await updateEndpoint(db, settings, actor.agencyId, id, c.req.valid('json'), clock()), 200);
  });

  guarded(webhookDeleteRoute(auth), CAPABILITY, async (c, { actor }) => {
    await deleteEndpoint(db, actor.agencyId, idOf(c.req.valid('param').endpointId));
    return c.body(null, 204);
  });

  guarded(webhookRotateRoute(auth), CAPABILITY, async (c, { actor }) =>
    c.json(await rotateSecret(db, settings, actor.agencyId, idOf(c.req.valid('param').endpointId), clock()), 200),
  );

  guarded(webhookAttemptsRoute(auth), CAPABILITY, async (c, { actor }) => {
    const endpoint = await findEndpoint(db, actor.agencyId, idOf(c.req.valid('param').endpointId));
    const { page, pageSize } = c.req.valid('query');
    return c.json(await listAttempts(db, endpoint.id, page, pageSize), 200);
  });

  guarded(webhookRedeliverRoute(auth), CAPABILITY, async (c, { actor }) => {
    const { endpointId, deliveryId } = c.req.valid('param');
    const id = await redeliver(db, actor.agencyId, idOf(endpointId), idOf(deliveryId), clock());
    await sendDeliveryJobs(queue, [id]);
    return c.json({ deliveryId: id }, 201);
  });
}
