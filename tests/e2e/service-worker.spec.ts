import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from '../support/e2e/env';
import { acceptCookies } from '../support/e2e/pages';

// The service worker of issue 6 (Serwist): it registers and controls the page,
// precaches the offline pages, shows them without a network, and a new version
// takes over after one reload (docs/domain.md: told to skip waiting, then reload).

const SW = '/serwist/sw.js';

async function controlled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/serwist\/sw\.js$/);
}

test.beforeEach(async ({ context }) => {
  await acceptCookies(context);
});

test('registers, controls the page and precaches the shell and the offline pages', async ({ page }) => {
  await page.goto('/login');
  await controlled(page);
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    return urls;
  });
  expect(cached).toEqual(expect.arrayContaining(['/offline', '/en/offline', '/icons/icon-192.png']));
  expect(cached.some((url) => url.startsWith('/_next/static/'))).toBe(true);
  expect(cached.some((url) => url.startsWith('/api/') || url === '/login')).toBe(false);

  const manifest = await page.request.get('/manifest.webmanifest');
  expect(await manifest.json()).toMatchObject({ name: 'Portale Agenzie', icons: expect.arrayContaining([expect.objectContaining({ sizes: '512x512' })]) });
});

test('without a network a page shows the offline page of its language', async ({ page, context }) => {
  await page.goto('/login');
  await controlled(page);
  await context.setOffline(true);
  await page.goto('/forgot-password').catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sei offline');
  await page.goto('/en/forgot-password').catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await context.setOffline(false);
});

/**
 * A deployment seen from the browser: a pass-through proxy in front of the e2e
 * server that, once `deploy()` is called, serves a changed worker script (the
 * same script plus an answer to "which version?"). Playwright's routing does
 * not reach a worker's own script fetch, so the change happens on the wire.
 */
async function deploymentProxy() {
  let next = false;
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      `${BASE_URL}${request.url}`,
      { method: request.method, headers: { ...request.headers, 'accept-encoding': 'identity' } },
      (answer) => {
        if (!(next && request.url?.startsWith(SW))) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = `${Buffer.concat(chunks).toString()}\nself.addEventListener('message', (event) => { if (event.data === 'version?') event.source?.postMessage('next'); });\n`;
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
          delete headers.etag;
          response.writeHead(200, headers);
          response.end(body);
        });
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    deploy: () => {
      next = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a new version waits, is told to skip waiting, and takes over after one reload', async ({ page }) => {
  const proxy = await deploymentProxy();
  try {
    await page.addInitScript(() => {
      sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? '0') + 1));
    });
    await page.goto(`${proxy.origin}/login`);
    await controlled(page);
    // -1 while the page is between two documents.
    const loads = () => page.evaluate(() => Number(sessionStorage.getItem('loads'))).catch(() => -1);
    const loadsBefore = await loads();

    proxy.deploy();
    // Not awaited in the page: the reload it leads to may come before update() settles.
    await page.evaluate(() => {
      void navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
    });

    await expect.poll(loads, { message: 'the page reloaded once the new version was active' }).toBe(loadsBefore + 1);
    await controlled(page);
    const version = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (event) => resolve(String(event.data)));
          navigator.serviceWorker.controller?.postMessage('version?');
          setTimeout(() => resolve('no answer'), 3000);
        }),
    );
    expect(version).toBe('next');
    // A second reload needs a second change of controller (service-worker-registration.ts), so a newer worker
    // installing or waiting: once there is none, no reload can follow.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { installing: Boolean(registration?.installing), waiting: Boolean(registration?.waiting) };
        }),
      )
      .toEqual({ installing: false, waiting: false });
    expect(await loads(), 'no second reload').toBe(loadsBefore + 1);
  } finally {
    await proxy.close();
  }
});

test('the favicon is served where browsers and audits look for it, and every page names it', async ({ page, request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
  // An ICO file: reserved 0, type 1, three images.
  expect([...(await icon.body()).subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
  await page.goto('/login');
  await expect(page.locator('link[rel="icon"][href^="/favicon.ico"]')).toHaveCount(1);
});
