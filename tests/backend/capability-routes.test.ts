// Every route of the API declares who may call it (docs/domain.md,
// "Capabilities"): a public route is listed here by name, a route for any
// signed-in person (their own account, the shared catalogue's pictures and
// texts) too, and every other route is guarded with a capability of
// core/capabilities.ts or ANY_MEMBER, as backend/http/authorize.ts records it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCapability } from '@/core/capabilities';
import { ANY_MEMBER, guardedRoutesOf } from '@/backend/http/authorize';
import { BEARER } from '@/backend/http/openapi';
import { type TestApp, setupTestApp } from '../support/backend/test-app';

/** No bearer token: health, sign-in and renewal, password recovery, sign-up, the privacy notice a sign-up shows and the business types its form lists. The OpenAPI document itself is not in it. */
const PUBLIC = [
  'GET /api/health',
  'GET /api/ready',
  'POST /api/Account/Login',
  'POST /v1/auth/refreshToken',
  'POST /api/Account/SendResetPassword',
  'POST /api/Account/ResetPassword',
  'POST /api/Account/ConfirmEmail',
  'GET /api/Agency/BusinessTypes',
  'GET /api/User/new-customer/agency',
  'POST /api/User/new-customer',
  'GET /api/smartComSystem/PrivacyFile',
];

/**
 * A bearer token and nothing more: the caller's own account and agencies, and
 * the catalogue shared by every agency (its families ask 'catalogue.read' of
 * an agency the request names, backend/catalogue/index.ts).
 */
const SIGNED_IN = [
  'POST /api/Account/Logout',
  'GET /api/Account/User',
  'GET /api/Account/Agencies',
  'GET /api/Anagra/ProductFamilies',
  'GET /api/Anagra/FinancialDurations',
  'GET /api/files/catalogue/{name}',
  'GET /api/s3',
  'GET /api/Icecat',
  'GET /api/Icecat/gallery',
  'GET /api/VirtualLand/stories',
];

type Operation = { security?: Record<string, unknown>[] };

describe('every route declares who may call it', () => {
  let t: TestApp;
  let operations: { key: string; method: string; path: string; bearer: boolean }[];
  beforeAll(async () => {
    t = await setupTestApp({ seed: false });
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        bearer: (operation.security ?? []).some((scheme) => BEARER in scheme),
      })),
    );
  });
  afterAll(() => t.close());

  it('lists the public routes by name: no other route goes without a bearer token', () => {
    expect(
      operations
        .filter((op) => !op.bearer)
        .map((op) => op.key)
        .sort(),
    ).toEqual([...PUBLIC].sort());
  });

  it('guards every route that takes a bearer token with a capability or ANY_MEMBER, but the signed-in ones listed', () => {
    const guarded = guardedRoutesOf(t.app);
    const undeclared = operations
      .filter((op) => op.bearer && !SIGNED_IN.includes(op.key))
      .filter((op) => {
        const entry = guarded.find((route) => route.method === op.method && route.path === op.path);
        return !entry || !(entry.right === ANY_MEMBER || isCapability(entry.right));
      })
      .map((op) => op.key);
    expect(undeclared).toEqual([]);
    for (const key of SIGNED_IN) expect(operations.find((op) => op.key === key)?.bearer, key).toBe(true);
  });

  it('records only routes the document lists, each once', () => {
    const keys = guardedRoutesOf(t.app).map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => !operations.some((op) => op.key === key))).toEqual([]);
    expect(keys.filter((key) => SIGNED_IN.includes(key) || PUBLIC.includes(key))).toEqual([]);
  });
});
