// A path template of the API filled as it routes it, shared by the server's
// calls (lib/upstream.ts `api`) and the browser's (lib/client/portal-api.ts
// `portalApi`): pure, so the browser bundles it without anything else.

/** One value of a query: a list repeats its key; null and undefined are left out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** `/api/Agency/{agencyId}/Contracts` with { agencyId: 2 } and the query → `/api/Agency/2/Contracts?…`. */
export function apiUrl(template: string, params: Record<string, string | number> = {}, query?: Record<string, QueryValue> | URLSearchParams): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  const search = query instanceof URLSearchParams ? new URLSearchParams(query) : new URLSearchParams();
  if (query && !(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
      else search.set(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
