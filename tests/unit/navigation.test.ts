import { describe, expect, it } from 'vitest';
import { manageTabsFor, MANAGE_TABS } from '@/lib/site/manage-area';
import { loyaltyMarks, NAV_ITEMS, routeNameOf, visibleNavItems } from '@/lib/site/navigation';

describe('the top navigation', () => {
  it('hides items whose permission the user lacks', () => {
    const items = [
      ...NAV_ITEMS,
      { name: 'board', href: '/admin', label: 'navOrder' as const, permission: 'orders.manage' as const },
    ];
    expect(visibleNavItems(items, []).map((item) => item.name)).toEqual(['online-order', 'account', 'loyalty-card']);
    expect(visibleNavItems(items, ['orders.manage']).map((item) => item.name)).toContain('board');
  });

  it('opens «Gestión» on the first part the person may see: staff their reports, managers the restaurants', () => {
    const manage = (permissions: string[]) =>
      visibleNavItems(NAV_ITEMS, permissions).find((item) => item.name === 'admin-manage')?.href;
    expect(manage(['orders.manage'])).toBe('/admin/informes');
    expect(manage(MANAGE_TABS.map((tab) => tab.permission))).toBe('/admin/restaurantes');
    expect(manage([])).toBeUndefined();
  });

  it('finds the active item by route name', () => {
    expect(routeNameOf('/pedido-online/recoger/valencia')).toBe('online-order');
    expect(routeNameOf('/pedido')).toBe('online-order');
    expect(routeNameOf('/mi-cuenta')).toBe('account');
    expect(routeNameOf('/aviso-legal')).toBeNull();
  });

  it('marks "Gestión" on every page of the management area, and only there', () => {
    for (const path of ['/admin/restaurantes', '/admin/personas/12', '/admin/informes', '/admin/registro'])
      expect(routeNameOf(path)).toBe('admin-manage');
    expect(routeNameOf('/admin/restaurante')).toBe('admin-restaurant');
    expect(routeNameOf('/admin/restaurantesx')).toBeNull();
  });
});

describe('the management tabs', () => {
  it('shows staff their numbers only, and managers every part', () => {
    expect(manageTabsFor('staff').map((tab) => tab.key)).toEqual(['reports']);
    expect(manageTabsFor('manager').map((tab) => tab.key)).toEqual(MANAGE_TABS.map((tab) => tab.key));
    expect(manageTabsFor('customer')).toEqual([]);
  });
});

describe('loyaltyMarks', () => {
  it.each([
    [0, 6, 0],
    [3, 6, 3],
    [6, 6, 6],
    [7, 12, 7],
  ])('%i points → %i marks, %i filled', (points, slots, filled) => {
    const marks = loyaltyMarks(points);
    expect(marks).toHaveLength(slots);
    expect(marks.filter(Boolean)).toHaveLength(filled);
    expect(marks.slice(0, filled).every(Boolean)).toBe(true);
  });
});
