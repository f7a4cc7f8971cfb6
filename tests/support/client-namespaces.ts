// Which message namespaces the browser needs under each route file: the
// import graph from app/[locale]'s route files, read from the sources. Below
// a 'use client' module every module is client code, and every namespace it
// reads by useTranslations must reach the browser through the nearest
// <ClientMessages scope> (docs/architecture.md, "Messages").
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const APP = path.join(ROOT, 'app', '[locale]');
const ROUTE_FILES = /^(page|layout|loading|error|not-found|template|default)\.tsx$/;

const sources = new Map<string, string>();
const read = (file: string) => {
  if (!sources.has(file)) sources.set(file, fs.readFileSync(file, 'utf8'));
  return sources.get(file)!;
};

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.(ts|tsx)$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Value imports, re-exports and dynamic imports (type-only ones carry no code). */
function importsOf(file: string): string[] {
  const text = read(file);
  const specifiers = [
    ...[...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!),
  ];
  return specifiers.map((s) => resolve(file, s)).filter((f): f is string => f !== null);
}

const isClient = (file: string) => /^\s*['"]use client['"]/.test(read(file));

/** The message paths a module reads: the useTranslations namespace, or, for a root or variable translator, every literal key path of a known namespace in the file. */
export function namespacesIn(text: string, topLevel: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/useTranslations\(\s*(?:(['"`])([^'"`]*?)(?:\$\{|\1)|([A-Za-z_]\w*)?\s*\))/g)) {
    if (match[2] !== undefined) {
      found.add(match[2].replace(/\.$/, ''));
      continue;
    }
    // useTranslations() or useTranslations(variable): the key paths written in the file.
    for (const literal of text.matchAll(/['"`]([A-Za-z]\w*(?:\.[A-Za-z_]\w*)*)\.?(?:\$\{|['"`])/g)) {
      if (topLevel.has(literal[1]!.split('.')[0]!)) found.add(literal[1]!);
    }
  }
  return [...found];
}

/** Every namespace read by client code reachable from a route file. */
export function clientNamespacesOf(routeFile: string, topLevel: ReadonlySet<string>): Set<string> {
  const needed = new Set<string>();
  const seen = new Map<string, boolean>();
  const visit = (file: string, client: boolean) => {
    const inClient = client || isClient(file);
    if (seen.get(file) === true || seen.get(file) === inClient) return;
    seen.set(file, inClient);
    if (inClient) for (const ns of namespacesIn(read(file), topLevel)) needed.add(ns);
    for (const next of importsOf(file)) visit(next, inClient);
  };
  visit(routeFile, false);
  return needed;
}

/** The scope a layout declares with <ClientMessages scope="…">, if any. */
export function declaredScope(layoutFile: string): string | null {
  if (!fs.existsSync(layoutFile)) return null;
  return /<ClientMessages\s+scope="(\w+)"/.exec(read(layoutFile))?.[1] ?? null;
}

/** Each route file under app/[locale] with the scope of the nearest layout (its own included) that declares one. */
export function routeFilesWithScope(): { file: string; route: string; scope: string | null }[] {
  const out: { file: string; route: string; scope: string | null }[] = [];
  const walk = (dir: string, inherited: string | null) => {
    const scope = declaredScope(path.join(dir, 'layout.tsx')) ?? inherited;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, scope);
      else if (ROUTE_FILES.test(entry.name)) out.push({ file: full, route: path.relative(APP, full), scope });
    }
  };
  walk(APP, null);
  return out;
}

/** Whether a message path is inside one of the provided paths (a namespace covers every key below it). */
export const covered = (needed: string, provided: readonly string[]) => provided.some((p) => needed === p || needed.startsWith(`${p}.`));
