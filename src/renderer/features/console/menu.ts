/**
 * The console's side menu (issue 20): the areas of the issue in their order, each with the
 * permission that shows it (shared/rules/ops-permissions.ts, the table the server's guard reads)
 * and its route. An area whose screens are not built (areas.ts: no `areas/<area>/` folder) is
 * not shown: the menu never offers a dead entry.
 */
import type { OpsPermission } from '../../../shared/rules/ops-permissions';

export type ConsoleArea =
  | 'home'
  | 'dashboard'
  | 'catalogue'
  | 'categories'
  | 'stock'
  | 'orders'
  | 'aftersale'
  | 'money'
  | 'users'
  | 'service'
  | 'promotions'
  | 'coupons'
  | 'content'
  | 'moderation'
  | 'merchants'
  | 'settings'
  | 'stats'
  | 'audit'
  | 'operators';

export interface MenuEntry {
  area: ConsoleArea;
  /** the hash route, '/audit' */
  path: string;
  /** null: every operator (the home screen: the operator's own account) */
  permission: OpsPermission | null;
}

export const MENU: readonly MenuEntry[] = [
  { area: 'home', path: '/', permission: null },
  { area: 'dashboard', path: '/dashboard', permission: 'dashboard.view' },
  { area: 'catalogue', path: '/catalogue', permission: 'catalogue.read' },
  { area: 'categories', path: '/categories', permission: 'catalogue.read' },
  { area: 'stock', path: '/stock', permission: 'catalogue.read' },
  { area: 'orders', path: '/orders', permission: 'orders.read' },
  { area: 'aftersale', path: '/aftersale', permission: 'aftersale.read' },
  { area: 'money', path: '/money', permission: 'money.read' },
  { area: 'users', path: '/users', permission: 'users.read' },
  { area: 'service', path: '/service', permission: 'service.read' },
  // issue 23
  { area: 'promotions', path: '/promotions', permission: 'promo.read' },
  { area: 'coupons', path: '/coupons', permission: 'promo.read' },
  { area: 'content', path: '/content', permission: 'content.read' },
  { area: 'moderation', path: '/moderation', permission: 'moderation.read' },
  { area: 'merchants', path: '/merchants', permission: 'merchants.read' },
  { area: 'settings', path: '/settings', permission: 'settings.read' },
  { area: 'stats', path: '/stats', permission: 'stats.view' },
  { area: 'audit', path: '/audit', permission: 'audit.read' },
  { area: 'operators', path: '/operators', permission: 'operators.manage' },
];

/**
 * The entries an operator with these permissions sees, in menu order: built areas only (`built`,
 * the console's areas.ts BUILT_AREAS).
 */
export function visibleMenu(
  permissions: readonly string[],
  built: ReadonlySet<string>,
): MenuEntry[] {
  return MENU.filter(
    (e) => built.has(e.area) && (e.permission === null || permissions.includes(e.permission)),
  );
}

/** The menu entry of a route path ('/audit', '/audit/…'); the home entry for '/'. */
export function entryOfPath(path: string): MenuEntry | undefined {
  const bare = `/${path.replace(/^\/+/, '').split(/[?#]/)[0] ?? ''}`.replace(/\/+$/, '') || '/';
  if (bare === '/') return MENU[0];
  return MENU.find((e) => e.path !== '/' && (bare === e.path || bare.startsWith(`${e.path}/`)));
}

/** The breadcrumb trail of a route path: home, then the area (when not home). */
export function breadcrumbsOf(path: string): ConsoleArea[] {
  const entry = entryOfPath(path);
  if (!entry || entry.area === 'home') return ['home'];
  return ['home', entry.area];
}
