import type { Permission } from '@/lib/auth/permissions';
import { isManagePath, MANAGE_TABS } from './manage-area';

// The top navigation of signed-in users (spec section 2): items by name, each
// optionally behind a permission, the active one found by route name.

export type NavItem = {
  name: string;
  href: string;
  label:
    'navOrder' | 'navData' | 'navLoyalty' | 'navBoard' | 'navKitchen' | 'navControls' | 'navCatalogue' | 'navManage';
  permission?: Permission;
};

export const NAV_ITEMS: NavItem[] = [
  { name: 'online-order', href: '/pedido-online', label: 'navOrder' },
  { name: 'account', href: '/mi-cuenta', label: 'navData' },
  { name: 'loyalty-card', href: '/mi-cuenta#fidelizacion', label: 'navLoyalty' },
  { name: 'admin-orders', href: '/admin/pedidos', label: 'navBoard', permission: 'orders.manage' },
  { name: 'admin-kitchen', href: '/admin/cocina', label: 'navKitchen', permission: 'orders.manage' },
  { name: 'admin-restaurant', href: '/admin/restaurante', label: 'navControls', permission: 'orders.manage' },
  {
    name: 'admin-catalogue',
    href: '/admin/catalogo/productos',
    label: 'navCatalogue',
    permission: 'catalogue.manage',
  },
  // «Gestión» opens the first part of the management area the person may see (visibleNavItems).
  { name: 'admin-manage', href: '/admin/restaurantes', label: 'navManage' },
];

/** The route name of a path, as the navigation knows it. */
export function routeNameOf(pathname: string): string | null {
  if (pathname === '/pedido-online' || pathname.startsWith('/pedido-online/') || pathname === '/pedido')
    return 'online-order';
  if (pathname === '/mi-cuenta') return 'account';
  if (pathname === '/admin/pedidos' || pathname === '/admin') return 'admin-orders';
  if (pathname === '/admin/cocina') return 'admin-kitchen';
  if (pathname === '/admin/restaurante' || pathname === '/admin/mesas') return 'admin-restaurant';
  if (pathname === '/admin/catalogo' || pathname.startsWith('/admin/catalogo/')) return 'admin-catalogue';
  if (isManagePath(pathname)) return 'admin-manage';
  return null;
}

export function visibleNavItems<T extends { name: string; href: string; permission?: Permission }>(
  items: T[],
  permissions: readonly string[],
): T[] {
  return items.flatMap((item) => {
    if (item.permission && !permissions.includes(item.permission)) return [];
    if (item.name !== 'admin-manage') return [item];
    const first = MANAGE_TABS.find((tab) => permissions.includes(tab.permission));
    return first ? [{ ...item, href: first.href }] : [];
  });
}

/** Loyalty card display: 6 columns, one mark per point available, filled for those held. */
export const LOYALTY_COLUMNS = 6;

export function loyaltyMarks(points: number, pointsToRedeem = LOYALTY_COLUMNS): boolean[] {
  const held = Math.max(0, Math.floor(points));
  const slots = Math.max(pointsToRedeem, Math.ceil(held / LOYALTY_COLUMNS) * LOYALTY_COLUMNS);
  return Array.from({ length: slots }, (_, index) => index < held);
}
