// GET /api/health: answers only when the database answers, for load balancers.
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { HealthSchema } from '../../core/schemas/system';
import { json } from '../http/openapi';
import type { AppDeps } from '../deps';

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Liveness including a database round trip',
  responses: {
    200: { description: 'Up', ...json(HealthSchema) },
  },
});

export function registerHealthRoute(app: OpenAPIHono, { db }: AppDeps): void {
  app.openapi(healthRoute, async (c) => {
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok' as const }, 200, { 'Cache-Control': 'no-store' });
  });
}
