import { holds } from '../../core/capabilities';
import type { Role } from '../../core/roles';
import type { RouteDef } from './routes';

// Whether a role reaches a page of the route table: the guard (lib/navigation/guard.ts)
// and the menu (lib/navigation/menu.ts) ask the same capability table the API does
// (core/capabilities.ts). The session knows the role alone, so a back-office
// role narrows the page's writes, never whether it opens.

export function reachesRoute(role: Role | null | undefined, route: Pick<RouteDef, 'capability'>): boolean {
  if (!route.capability) return true;
  const anyOf: readonly Parameters<typeof holds>[1][] = typeof route.capability === 'string' ? [route.capability] : route.capability;
  return anyOf.some((capability) => holds({ role }, capability));
}
