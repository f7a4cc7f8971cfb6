// A path against a route's pattern ('/contracts/:contractId'): the route table's matcher
// (lib/navigation/routes.ts) and the shell's light copy of the table in the browser (lib/navigation/page-title.ts) share it.

/** The parameters when the path has the pattern's segments (a trailing slash ignored), else null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const expected = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = actual[index] as string;
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}
