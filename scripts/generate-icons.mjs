// Draws the web app icons (public/icons/*.png, app/apple-icon.png) from the logo's mark with the
// machine's Chromium: no download, and the PNGs are committed. Run again
// after a change of logo: node scripts/generate-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const OUT = path.resolve('public/icons');
const CYAN = '#0e7490';
// The "S" stroke of public/logo.svg, drawn in a 32×32 box.
const MARK = 'M10 26c2 2 5 3 8 3 4 0 7-2 7-5 0-7-14-4-14-10 0-3 3-5 7-5 3 0 5 1 7 3';

/** `maskable`: full-bleed background, the mark inside the 80% safe zone. */
function svg(size, maskable) {
  const inset = maskable ? size * 0.2 : size * 0.12;
  const scale = (size - 2 * inset) / 32;
  const radius = maskable ? 0 : size * 0.22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${CYAN}"/>
  <g transform="translate(${inset} ${inset}) scale(${scale})">
    <path d="${MARK}" fill="none" stroke="#ffffff" stroke-width="3.2" stroke-linecap="round"/>
  </g>
</svg>`;
}

const ICONS = [
  { name: 'icon-192.png', size: 192, maskable: false },
  { name: 'icon-512.png', size: 512, maskable: false },
  { name: 'icon-maskable-512.png', size: 512, maskable: true },
  // Next links app/apple-icon.png from every page by itself.
  { name: '../../app/apple-icon.png', size: 180, maskable: true },
];

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon.size, icon.maskable)}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(OUT, icon.name), omitBackground: !icon.maskable });
    console.info(path.relative(process.cwd(), path.join(OUT, icon.name)));
  }
} finally {
  await browser.close();
}
