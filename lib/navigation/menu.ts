import type { Role } from '../../core/roles';
import { reachesRoute } from './route-access';
import { menuRoutes, STATS_CATEGORIES } from './routes';

// The drawer menu: routes flagged for the menu, filtered to the
// pages whose capability the role holds (lib/navigation/route-access.ts); Products expands to the families, Stats to the
// statistic types.

export interface MenuChild {
  href: string;
  /** a literal label (family name) or a message key in `statsCategories` */
  label: { text: string } | { statsCategory: string };
}

export interface MenuItem {
  id: string;
  href: string;
  titleKey: string;
  children: MenuChild[];
}

export function buildMenu(role: Role | undefined, families: readonly { id: number; name: string }[]): MenuItem[] {
  return menuRoutes()
    .filter((route) => reachesRoute(role, route))
    .map((route) => ({
      id: route.id,
      href: route.path,
      titleKey: route.titleKey,
      children:
        route.id === 'products'
          ? families.map((family) => ({ href: `/products/${family.id}`, label: { text: family.name } }))
          : route.id === 'stats'
            ? STATS_CATEGORIES.map((category) => ({ href: `/stats/${category}`, label: { statsCategory: category } }))
            : [],
    }));
}
