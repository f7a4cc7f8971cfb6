// For load balancers, orchestrators and monitoring (docs/deploy.md, "Health checks"):
// GET /api/health, liveness: the process answers, whatever the database does (restarting it would not bring the
// database back); GET /api/ready, readiness: a database round trip, 503 with Retry-After while it is unreachable.
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { HealthSchema, NotReadySchema, ReadySchema } from '../../core/schemas/system';
import { databaseOutage } from '../db/outage-log';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnreachableReason } from '../db/unreachable';
import { json } from '../http/openapi';
import type { AppDeps } from '../deps';

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Liveness: the process answers (no database call; readiness is /api/ready)',
  responses: {
    200: { description: 'Up', ...json(HealthSchema) },
  },
});

const readyRoute = createRoute({
  method: 'get',
  path: '/api/ready',
  tags: ['System'],
  summary: 'Readiness: a database round trip',
  responses: {
    200: { description: 'The database answers', ...json(ReadySchema) },
    503: { description: 'The database is unreachable; Retry-After says when to ask again', ...json(NotReadySchema) },
  },
});

export function registerHealthRoute(app: OpenAPIHono, { db }: AppDeps): void {
  app.openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200, { 'Cache-Control': 'no-store' }));

  app.openapi(readyRoute, async (c) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      const reason = databaseUnreachableReason(error);
      if (!reason) throw error;
      databaseOutage.unreachable(reason);
      const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) };
      return c.json({ status: 'unavailable' as const, database: 'down' as const }, 503, headers);
    }
    return c.json({ status: 'ok' as const, database: 'up' as const }, 200, { 'Cache-Control': 'no-store' });
  });
}
