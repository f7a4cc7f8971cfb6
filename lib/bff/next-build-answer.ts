import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

// What Next.js does to every answer of a route handler before and around it,
// read from the build itself (.next/routes-manifest.json and
// required-server-files.json), so the BFF's early path answers the same
// headers without a second copy of next.config.mjs: the `headers()` rules, the
// Vary of app routes, and compression.

/** The Vary Next.js appends to every app route's answer (base-server's setVaryHeader). */
export const APP_ROUTE_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch';

const headerRuleSchema = z.object({
  regex: z.string(),
  headers: z.array(z.object({ key: z.string(), value: z.string() })),
  has: z.unknown().optional(),
  missing: z.unknown().optional(),
});

const manifestSchema = z.object({
  basePath: z.string(),
  headers: z.array(headerRuleSchema),
  redirects: z.array(z.object({ internal: z.boolean().optional() })),
  rewrites: z.union([z.array(z.unknown()), z.object({ beforeFiles: z.array(z.unknown()), afterFiles: z.array(z.unknown()), fallback: z.array(z.unknown()) })]),
  i18n: z.unknown().optional(),
});

const serverFilesSchema = z.object({ config: z.object({ compress: z.boolean().optional() }) });

export interface HeaderRule {
  pattern: RegExp;
  headers: readonly { key: string; value: string }[];
}

export interface BuildAnswer {
  rules: readonly HeaderRule[];
  compress: boolean;
}

/**
 * The build's answer shaping, or the reason the early path must stay off: a
 * rule this module does not reproduce (conditions, parameters in a header,
 * rewrites, a user redirect, a base path, i18n routing) leaves /api to Next.js.
 */
export function readBuildAnswer(distDir: string): BuildAnswer | string {
  try {
    const manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(distDir, 'routes-manifest.json'), 'utf8')));
    const server = serverFilesSchema.parse(JSON.parse(fs.readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')));
    const rewrites = Array.isArray(manifest.rewrites) ? manifest.rewrites : Object.values(manifest.rewrites).flat();
    if (manifest.basePath || manifest.i18n || rewrites.length > 0) return 'the build has rewrites, a base path or i18n routing';
    if (manifest.redirects.some((redirect) => !redirect.internal)) return 'the build has redirects';
    const rules: HeaderRule[] = [];
    for (const rule of manifest.headers) {
      if (rule.has !== undefined || rule.missing !== undefined) return 'a headers() rule has conditions';
      if (rule.headers.some(({ key, value }) => key.includes(':') || value.includes(':') || key.toLowerCase() === 'set-cookie')) {
        return 'a headers() rule has parameters or sets a cookie';
      }
      rules.push({ pattern: new RegExp(rule.regex), headers: rule.headers });
    }
    return { rules, compress: server.config.compress !== false };
  } catch (error) {
    return `the build cannot be read (${(error as Error).message})`;
  }
}

/** The headers() answer for a path, as Next.js's router collects it: a later rule's value replaces an earlier one's. */
export function configuredHeaders(pathname: string, rules: readonly HeaderRule[]): [string, string][] {
  const collected: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const { key, value } of rule.headers) collected[key] = value;
  }
  return Object.entries(collected);
}
