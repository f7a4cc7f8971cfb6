// OpenAPI definitions of /api/Statistics (docs/domain.md, "Statistics"). The
// agency comes from X-Agency-Id (the caller's membership); the agencyId
// filter is how the superadministrator looks at one agency.
import { createRoute } from '@hono/zod-openapi';
import type { Auth } from '../auth/require-user';
import { COMMON_ERRORS, bearerSecurity, errorResponse, json, xlsxResponse } from '../http/openapi';
import {
  StalledDealsSchema,
  StatsCardsQuerySchema,
  StatsCardsSchema,
  StatsExportQuerySchema,
  StatsFunnelQuerySchema,
  StatsFunnelSchema,
  StatsMetricParamsSchema,
  StatsStalledQuerySchema,
  StatsTableQuerySchema,
  StatsTableSchema,
} from '../../core/schemas/stats';

const base = (auth: Auth) => ({ tags: ['Statistics'], middleware: auth, security: bearerSecurity });
const INVALID = errorResponse('Invalid filter or period (invalid_date_range: from after to)');
const ERRORS = {
  ...COMMON_ERRORS,
  404: errorResponse('not_found: no such agency membership, or no such metric in the category'),
};

export const tableRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Statistics/{category}/{metric}',
    summary: "A metric's table: annual (the months of a year), all (totals per item) or perc (shares); superadministrators only",
    request: { params: StatsMetricParamsSchema, query: StatsTableQuerySchema },
    responses: { 200: { description: 'The table', ...json(StatsTableSchema) }, 400: INVALID, ...ERRORS },
  });

export const exportRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Statistics/{category}/{metric}/XLS',
    summary: 'The same table as an XLSX file (rows, then the total), streamed',
    request: { params: StatsMetricParamsSchema, query: StatsExportQuerySchema },
    responses: {
      200: xlsxResponse('The workbook; X-Export-Rows says how many rows it holds besides the total'),
      400: INVALID,
      ...ERRORS,
    },
  });

export const cardsRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Statistics/Cards',
    summary: 'Headlines of a period (by default the last 365 days) against the period of equal length before',
    request: { query: StatsCardsQuerySchema },
    responses: { 200: { description: 'The cards', ...json(StatsCardsSchema) }, 400: INVALID, ...COMMON_ERRORS },
  });

export const funnelRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Statistics/Funnel',
    summary: 'Quotes → submitted → approved → active of the contracts created in the period, with the refusal reasons',
    request: { query: StatsFunnelQuerySchema },
    responses: { 200: { description: 'The funnel', ...json(StatsFunnelSchema) }, 400: INVALID, ...COMMON_ERRORS },
  });

export const stalledRoute = (auth: Auth) =>
  createRoute({
    ...base(auth),
    method: 'get',
    path: '/api/Statistics/Stalled',
    summary: "Open contracts longer in their status than their agency's usual time, the most overdue first",
    request: { query: StatsStalledQuerySchema },
    responses: { 200: { description: 'The stalled deals', ...json(StalledDealsSchema) }, 400: errorResponse('Invalid filter'), ...COMMON_ERRORS },
  });
