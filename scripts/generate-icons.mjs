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

/** The ICO container: a header, one directory entry per image, then the PNGs themselves. */
function ico(sizes, pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map((png, index) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(sizes[index] % 256, 0);
    entry.writeUInt8(sizes[index] % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs]);
}

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
  // app/favicon.ico (browsers and audits ask for it by that name): an ICO holding 16, 32 and 48 px PNGs.
  const sizes = [16, 32, 48];
  const pngs = [];
  for (const size of sizes) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(size, false)}</body></html>`);
    pngs.push(await page.locator('svg').screenshot({ omitBackground: true }));
  }
  fs.writeFileSync(path.resolve('app/favicon.ico'), ico(sizes, pngs));
  console.info('app/favicon.ico');
} finally {
  await browser.close();
}
