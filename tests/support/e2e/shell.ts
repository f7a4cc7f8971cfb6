import { expect, type Page } from '@playwright/test';
import type { MenuSection } from './accounts';

// The secured shell as the tests read it (components/layout/shell-frame.tsx).

/** The route ids of the drawer's top-level entries, in order. */
export async function menuSectionsOf(page: Page, menuName: string | RegExp = /^(Menu principale|Main menu)$/): Promise<MenuSection[]> {
  const menu = page.getByRole('navigation', { name: menuName });
  await expect(menu.locator('li[data-section]').first()).toBeVisible();
  return (await menu.locator(':scope > ul > li[data-section]').evaluateAll((items) => items.map((item) => item.getAttribute('data-section')))) as MenuSection[];
}

export function header(page: Page) {
  return {
    title: page.locator('header h1'),
    user: page.getByTestId('header-user'),
    agency: page.getByTestId('header-agency'),
    logo: page.getByTestId('brand-logo'),
    agencySwitcher: page.getByRole('button', { name: /^(Cambia agenzia|Change agency)$/ }),
    userMenu: page.getByRole('button', { name: /^(Menu utente|User menu)$/ }),
  };
}

/** rgb(…) of the top bar: the palette in use. */
export async function headerColour(page: Page): Promise<[number, number, number]> {
  const colour = await page
    .locator('header')
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number);
  return [r ?? 0, g ?? 0, b ?? 0];
}

/** Dark yellow: red and green well above blue. Cyan: blue and green above red. */
export function paletteOf([r, g, b]: [number, number, number]): 'dark-yellow' | 'cyan' | 'other' {
  if (r > b + 60 && g > b + 40) return 'dark-yellow';
  if (b > r + 60 && g > r + 60) return 'cyan';
  return 'other';
}
