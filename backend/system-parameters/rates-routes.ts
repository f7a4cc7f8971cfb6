// The providers' rate factors and the guarantee tiers' fees (/api/OneriAccessori)
// on the system parameters page: the two administrator roles read them (the
// 'settings' section), and change them when the back-office role allows editing.
import { createRoute } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { GuaranteeFeesSchema, GuaranteeFeesUpdateSchema, RateFactorsSchema, RateFactorsUpdateSchema } from '../../core/schemas/rates';
import { type Auth, requireUser } from '../auth/require-user';
import { guardedRoutes } from '../http/authorize';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json } from '../http/openapi';
import type { AppDeps } from '../deps';
import { guaranteeFeesAnswer, saveGuaranteeFees } from './guarantee-fees';
import { rateFactorsAnswer, saveRateFactors } from './rate-factors';

const base = (auth: Auth) => ({ tags: ['System parameters'], middleware: auth, security: bearerSecurity });
const forbidden = errorResponse('forbidden: only the administrators, and the back-office role must allow editing');
const RATES = '/api/SystemParameters/RateFactors';
const FEES = '/api/OneriAccessori';

export const ratesReadRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: RATES,
    summary: "The providers' rate factors by duration and amount band, and their history",
    responses: { 200: { description: 'The factors', ...json(RateFactorsSchema) }, ...COMMON_ERRORS, 403: forbidden },
  });

export const ratesUpdateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'put',
    path: RATES,
    summary: 'Change rate factors; the next quote uses them',
    request: { body: { ...json(RateFactorsUpdateSchema), required: true } },
    responses: {
      200: { description: 'The factors as saved', ...json(RateFactorsSchema) },
      400: errorResponse('A factor out of its range'),
      ...COMMON_ERRORS,
      403: forbidden,
      404: errorResponse('not_found: an unknown factor id'),
    },
  });

export const feesReadRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: FEES,
    summary: "The guarantee tiers' fees per model category, and their history",
    responses: { 200: { description: 'The fees', ...json(GuaranteeFeesSchema) }, ...COMMON_ERRORS, 403: forbidden },
  });

export const feesUpdateRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'put',
    path: FEES,
    summary: "Change guarantee tiers' fees; the next quote shows them",
    request: { body: { ...json(GuaranteeFeesUpdateSchema), required: true } },
    responses: {
      200: { description: 'The fees as saved', ...json(GuaranteeFeesSchema) },
      400: errorResponse('A fee out of its range'),
      ...COMMON_ERRORS,
      403: forbidden,
      404: errorResponse('not_found: an unknown tier id'),
    },
  });

export function registerRateRoutes(app: OpenAPIHono, deps: AppDeps): void {
  const auth = requireUser(deps);
  const guarded = guardedRoutes(app, deps);
  const { db, clock } = deps;
  const actorOf = (user: { id: number; username: string }) => ({ id: user.id, username: user.username });

  guarded(ratesReadRoute(auth), 'settings.read', async (c) => c.json(await rateFactorsAnswer(db), 200));

  guarded(ratesUpdateRoute(auth), 'settings.write', async (c) => {
    await saveRateFactors(db, actorOf(c.get('user')), c.req.valid('json'), clock());
    return c.json(await rateFactorsAnswer(db), 200);
  });

  guarded(feesReadRoute(auth), 'settings.read', async (c) => c.json(await guaranteeFeesAnswer(db), 200));

  guarded(feesUpdateRoute(auth), 'settings.write', async (c) => {
    await saveGuaranteeFees(db, actorOf(c.get('user')), c.req.valid('json'), clock());
    return c.json(await guaranteeFeesAnswer(db), 200);
  });
}
