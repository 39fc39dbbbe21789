import { can, type Permission } from '@/lib/auth/permissions';

// The chain's management area of /admin (issue 14): one item of the top
// navigation ("Gestión") and a tab per part, each behind its permission.
// Staff see only their restaurants' reports: they run their restaurants from
// the board, the kitchen and the «Restaurante» controls, and editing a
// restaurant is the managers' (decision 041).

export const MANAGE_TABS = [
  { key: 'restaurants', href: '/admin/restaurantes', permission: 'restaurants.manage' },
  { key: 'cities', href: '/admin/ciudades', permission: 'restaurants.manage' },
  { key: 'people', href: '/admin/personas', permission: 'users.manage' },
  { key: 'promotions', href: '/admin/promociones', permission: 'promotions.manage' },
  { key: 'reports', href: '/admin/informes', permission: 'orders.manage' },
  { key: 'settings', href: '/admin/ajustes', permission: 'settings.manage' },
  { key: 'audit', href: '/admin/registro', permission: 'settings.manage' },
] as const satisfies readonly { key: string; href: string; permission: Permission }[];

export type ManageTab = (typeof MANAGE_TABS)[number]['key'];

export function manageTabsFor(role: string) {
  return MANAGE_TABS.filter((tab) => can(role, tab.permission));
}

/** Whether `pathname` is a page of the management area (the navigation marks "Gestión"). */
export function isManagePath(pathname: string): boolean {
  return MANAGE_TABS.some((tab) => pathname === tab.href || pathname.startsWith(`${tab.href}/`));
}
