// Every page has a document title of its own: the secured pages take their
// route's title (lib/server/page-metadata.ts), the others write theirs. A page
// without one would be announced as just "Portale Agenzie".
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { routeMetadata } from '@/lib/server/page-metadata';
import { matchRoute } from '@/lib/navigation/routes';

const APP = path.join('app', '[locale]');

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === 'page.tsx' ? [full] : [];
  });
}

/** The address a page file answers, with 7 for every parameter ('/contracts/7'). */
function sampleAddress(file: string): string {
  const segments = path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .filter((segment) => segment && !/^\(.*\)$/.test(segment));
  return `/${segments.map((segment) => (segment.startsWith('[') ? '7' : segment)).join('/')}`;
}

// The catch-all 404 and the root address (it only redirects to /products) show no page of their own.
const pages = pageFiles(APP).filter((file) => !file.includes('[...') && file !== path.join(APP, 'page.tsx'));

describe('page titles', () => {
  test.each(pages)('%s declares its title', (file) => {
    expect(fs.readFileSync(file, 'utf8')).toMatch(/export (async function generateMetadata|const generateMetadata|const metadata)\b/);
  });

  test.each(pages.filter((file) => file.includes(`${path.sep}(secured)${path.sep}`)))('%s takes the title of its own route', (file) => {
    const declared = /routeMetadata\('([^']+)'\)/.exec(fs.readFileSync(file, 'utf8'))?.[1];
    expect(declared).toBe(matchRoute(sampleAddress(file))?.route.id);
  });

  test('each secured route has its title in both languages; an unknown route is refused', () => {
    for (const locale of ['it', 'en']) {
      const titles = (JSON.parse(fs.readFileSync(`messages/${locale}.json`, 'utf8')) as { routes: Record<string, string> }).routes;
      for (const file of pages.filter((page) => page.includes(`${path.sep}(secured)${path.sep}`))) {
        const route = matchRoute(sampleAddress(file))!.route;
        expect(titles[route.titleKey], `${locale} routes.${route.titleKey}`).toMatch(/\S/);
      }
    }
    expect(() => routeMetadata('nope')).toThrow(/no route 'nope'/);
  });
});
