// Nothing outside core/ compares role names (docs/domain.md, "Capabilities"):
// a right is a capability of core/capabilities.ts, and a role list a query
// needs (the team leaders, the customer role) is exported from core/. This
// scans the portal and the API for a role's name written in a comparison.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@/core/roles';

const ROOTS = ['backend', 'lib', 'app', 'components', 'i18n'];
/** Demo data generation and the database's schema and migrations write role values as data. */
const SKIPPED = [/^backend\/demo\//, /^backend\/db\//];

function sourcesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const quoted = (role: string) => `['"\`]${role}['"\`]`;

/** The role comparisons of one file's text: [line, role, the match]. */
export function roleComparisons(text: string): [line: number, role: string, match: string][] {
  const found: [number, string, string][] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const role of ROLES) {
    const q = quoted(role);
    const patterns = [
      // role === 'agent', 'agent' !== role
      new RegExp(`[!=]==?\\s*${q}`, 'g'),
      new RegExp(`${q}\\s*[!=]==?`, 'g'),
      // ROLES.includes('agent'), list.indexOf('agent')
      new RegExp(`\\.(includes|indexOf)\\(\\s*${q}`, 'g'),
      // ['capo_area', 'group_manager'].includes(role), .some(...), inArray(x.role, ['customer', ...])
      new RegExp(`\\[[^\\]]*${q}[^\\]]*\\]\\s*\\.(includes|indexOf|some)\\(`, 'g'),
      new RegExp(`(inArray|notInArray)\\([^,]*,\\s*\\[[^\\]]*${q}`, 'g'),
      // eq(userAgencyRoles.role, 'customer'), ne(...)
      new RegExp(`\\b(eq|ne)\\([^,()]*,\\s*${q}\\s*\\)`, 'g'),
      // case 'junior_agent':
      new RegExp(`case\\s+${q}\\s*:`, 'g'),
    ];
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        if (match[0].startsWith('case') && !switchesOnRole(text, match.index)) continue;
        found.push([lineOf(match.index), role, match[0].replace(/\s+/g, ' ')]);
      }
    }
  }
  return found;
}

/**
 * A `case 'agent':` compares a role only in a switch on a role: the
 * statistics' `agent` dimension (backend/stats/drill.ts, backend/stats/export.ts,
 * components/stats/stats-table.tsx, switching on a category or a row's
 * dimension) and the `agency` data scope (backend/auth/data-scope.ts,
 * backend/stats/where.ts, switching on a scope) share a role's name, not its meaning.
 */
function switchesOnRole(text: string, at: number): boolean {
  const before = text.slice(0, at);
  const start = before.lastIndexOf('switch (');
  if (start < 0) return false;
  const subject = before.slice(start, before.indexOf(')', start) + 1);
  return /role/i.test(subject);
}

describe('no role comparisons outside core/', () => {
  it('finds them in the patterns it knows', () => {
    expect(roleComparisons("if (role === 'customer') return;").map(([, role]) => role)).toEqual(['customer']);
    expect(roleComparisons("const team = ['capo_area', 'group_manager'].includes(role);")).toHaveLength(2);
    expect(roleComparisons("where(inArray(userAgencyRoles.role, [\n  'capo_area',\n  'group_manager',\n]))")).toHaveLength(2);
    expect(roleComparisons("where(eq(userAgencyRoles.role, 'customer'))")).toHaveLength(1);
    expect(roleComparisons("switch (actor.role) {\n  case 'junior_agent':\n    return 1;\n}")).toEqual([[2, 'junior_agent', "case 'junior_agent':"]]);
    expect(roleComparisons("switch (dimension) {\n  case 'agent':\n    return 1;\n}")).toEqual([]);
    expect(roleComparisons("values({ role: 'customer' })")).toEqual([]);
  });

  it('finds none in backend/, lib/, app/, components/ and i18n/', () => {
    const offenders = ROOTS.flatMap(sourcesUnder)
      .map((path) => relative(process.cwd(), path).split('\\').join('/'))
      .filter((file) => !SKIPPED.some((skip) => skip.test(file)))
      .flatMap((file) => roleComparisons(readFileSync(file, 'utf8')).map(([line, , match]) => `${file}:${line}: ${match}`));
    expect(offenders).toEqual([]);
  });
});
