// The browser gets only its part of the messages (i18n/client-scopes.ts), so
// a client component reading a namespace its scope does not send would show
// a raw key. Every route file's imports are walked: each namespace read by
// client code below it must be in the scope of its nearest scoped layout.
import fs from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CLIENT_SCOPES, type ClientScope } from '@/i18n/client-scopes';
import { messageAt, pickMessages, pickOnce } from '@/i18n/pick-messages';
import { clientNamespacesOf, covered, namespacesIn, routeFilesWithScope } from '../support/client-namespaces';

const messages = {
  it: JSON.parse(fs.readFileSync('messages/it.json', 'utf8')) as Record<string, unknown>,
  en: JSON.parse(fs.readFileSync('messages/en.json', 'utf8')) as Record<string, unknown>,
};
const topLevel = new Set(Object.keys(messages.it));

describe('messages sent to the browser', () => {
  const routes = routeFilesWithScope();

  test('every route file sits under a scope (the root layout declares one)', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => r.scope === null).map((r) => r.route)).toEqual([]);
    for (const { scope } of routes) expect(Object.keys(CLIENT_SCOPES)).toContain(scope);
  });

  test.each(routes.map((r) => [r.route, r] as const))('%s: its client components read only what its scope sends', (_, { file, scope }) => {
    const provided = CLIENT_SCOPES[scope as ClientScope];
    const missing = [...clientNamespacesOf(file, topLevel)].filter((ns) => !covered(ns, provided));
    expect(missing, `add to CLIENT_SCOPES.${scope} in i18n/client-scopes.ts`).toEqual([]);
  });

  test('the areas get their own namespaces, not the whole catalogue', () => {
    const scopeOf = (route: string) => routes.find((r) => r.route === route)?.scope;
    expect(scopeOf('(secured)/contracts/page.tsx')).toBe('contracts');
    expect(scopeOf('(secured)/cart/recap/page.tsx')).toBe('cart');
    expect(scopeOf('(auth)/login/page.tsx')).toBe('auth');
    expect(scopeOf('error.tsx')).toBe('root');
    for (const [scope, paths] of Object.entries(CLIENT_SCOPES)) {
      expect(JSON.stringify(pickMessages(messages.it, paths)).length, scope).toBeLessThan(JSON.stringify(messages.it).length / 3);
    }
  });

  test.each(['it', 'en'] as const)('every path a scope lists exists in messages/%s.json', (locale) => {
    for (const [scope, paths] of Object.entries(CLIENT_SCOPES)) {
      expect(
        paths.filter((p) => messageAt(messages[locale], p) === undefined),
        scope,
      ).toEqual([]);
    }
  });
});

describe('pickMessages', () => {
  const tree = { cart: { title: 'Carrello', line: { remove: 'Rimuovi' } }, contracts: { status: { open: 'Aperto' }, list: 'Lista' }, common: { ok: 'OK' } };

  test('keeps the listed namespaces and dotted paths in their places, and nothing else', () => {
    expect(pickMessages(tree, ['common', 'contracts.status', 'missing', 'cart.nothing'])).toEqual({
      common: { ok: 'OK' },
      contracts: { status: { open: 'Aperto' } },
    });
  });

  test('a path inside a listed namespace neither duplicates it nor writes into the source', () => {
    const source = structuredClone(tree);
    const picked = pickMessages(source, ['cart.line', 'cart', 'contracts.status', 'contracts.list']);
    expect(picked).toEqual({ cart: tree.cart, contracts: tree.contracts });
    expect(source).toEqual(tree);
  });

  test('is remembered per messages object and scope', () => {
    const source = structuredClone(tree);
    expect(pickOnce(source, 'a', ['cart'])).toBe(pickOnce(source, 'a', ['cart']));
    expect(pickOnce(source, 'b', ['common'])).toEqual({ common: tree.common });
    expect(pickOnce(structuredClone(tree), 'a', ['cart'])).not.toBe(pickOnce(source, 'a', ['cart']));
  });
});

describe('reading the namespaces of a module', () => {
  const known = new Set(['cart', 'routes', 'shell', 'settings', 'errors']);

  test('a namespace, a template prefix, and the key paths of a root or variable translator', () => {
    expect(namespacesIn(`const t = useTranslations('cart.line');`, known)).toEqual(['cart.line']);
    expect(namespacesIn('const t = useTranslations(`settings.${kind}`);', known)).toEqual(['settings']);
    expect(namespacesIn("const t = useTranslations(); t(`routes.${key}`); t('shell.expand'); t('ok'); import x from './cart';", known).sort()).toEqual([
      'routes',
      'shell.expand',
    ]);
    expect(namespacesIn("type T = 'errors.x' | 'cart.y'; const t = useTranslations(texts);", known).sort()).toEqual(['cart.y', 'errors.x']);
    expect(namespacesIn("const t = useFormat(); t('cart.x')", known)).toEqual([]);
  });
});
