// The catalogue area: families, durations, products, accessories, services,
// business types, catalogue pictures, product content, stories and the
// company-credit lookup.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Adapters } from '../adapters';
import { createMiddleware } from 'hono/factory';
import { AGENCY_HEADER } from '../auth/actor';
import { requireUser } from '../auth/require-user';
import { authorize, guardedRoutes } from '../http/authorize';
import type { AppDeps, AuthedEnv } from '../deps';
import { ApiError, localeOf } from '../http/errors';
import { lookupCompany } from './company-credit';
import { productContent, s3Data, stories } from './content';
import { fileHeaders } from '../files/file-answer';
import { cleanFileName } from '../files/file-name';
import { catalogueImage, familiesAnswer } from './files';
import { findActiveModel, listAccessories, listBusinessTypes, listDurations, listProducts, listServices } from './queries';
import {
  accessoriesRoute,
  businessTypesRoute,
  catalogueFileRoute,
  companyCreditRoute,
  durationsRoute,
  familiesRoute,
  galleryRoute,
  icecatRoute,
  productsRoute,
  s3Route,
  servicesRoute,
  storiesRoute,
} from './routes';

const PRODUCTS = 'catalogue.read';

export function registerCatalogueRoutes(app: OpenAPIHono, deps: AppDeps, adapters: Adapters): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const { db } = deps;

  // The catalogue is global; an agency named (query, or the portal's X-Agency-Id) must still be the caller's,
  // which is decided before the query is validated, as guarded routes do.
  const namedAgencyMember = createMiddleware<AuthedEnv>(async (c, next) => {
    const named = c.req.query('agencyId') ?? c.req.header(AGENCY_HEADER);
    if (named !== undefined) await authorize(c, db, PRODUCTS, named);
    await next();
  });
  app.openapi({ ...familiesRoute(auth), middleware: [auth, namedAgencyMember] }, async (c) =>
    c.json(await familiesAnswer(db, adapters.files, c.req.valid('query').includeImage), 200),
  );

  app.openapi(durationsRoute(auth), async (c) => c.json(await listDurations(db), 200));

  guarded(productsRoute(auth), PRODUCTS, async (c) => c.json(await listProducts(db, c.req.valid('query')), 200));

  guarded(accessoriesRoute(auth), PRODUCTS, async (c) => {
    const { productModelId } = c.req.valid('param');
    if (!(await findActiveModel(db, productModelId))) throw new ApiError(404, 'not_found');
    return c.json(await listAccessories(db, productModelId), 200);
  });

  guarded(servicesRoute(auth), PRODUCTS, async (c) => {
    const model = await findActiveModel(db, c.req.valid('param').productModelId);
    if (!model) throw new ApiError(404, 'not_found');
    return c.json(await listServices(db, model.category), 200);
  });

  app.openapi(businessTypesRoute, async (c) =>
    c.json(await listBusinessTypes(db, localeOf(c)), 200, { 'Cache-Control': 'public, max-age=3600', Vary: 'Accept-Language' }),
  );

  app.openapi(catalogueFileRoute(auth), async (c) => {
    const { name } = c.req.valid('param');
    const { bytes, type } = await catalogueImage(adapters.files, name);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, fileHeaders({ type, name: cleanFileName(name, type), cache: 'private, max-age=86400' }));
  });

  app.openapi(s3Route(auth), async (c) => c.json({ Data: (await s3Data(db, adapters, c.req.valid('query').pn)) as Record<string, unknown> }, 200));

  app.openapi(icecatRoute(auth), async (c) => c.json({ data: await productContent(db, adapters, c.req.valid('query').url, localeOf(c)) }, 200));

  app.openapi(galleryRoute(auth), async (c) => {
    const content = await productContent(db, adapters, c.req.valid('query').url, localeOf(c));
    return c.json({ images: content.images }, 200);
  });

  app.openapi(storiesRoute(auth), async (c) => c.json(await stories(adapters, localeOf(c)), 200));

  guarded(companyCreditRoute(auth), 'quotes.create', async (c) => c.json(await lookupCompany(db, adapters, c.req.valid('query').vatNumber), 200));
}
