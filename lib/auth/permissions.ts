import type { UserRole } from '@/lib/vocabulary/catalogue';

// Roles and what they may do (DESIGN.md section 8).
export const PERMISSIONS = [
  'orders.manage',
  'restaurants.manage',
  'catalogue.manage',
  'promotions.manage',
  'users.manage',
  'settings.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<UserRole, readonly Permission[]> = {
  customer: [],
  // DESIGN.md section 1: staff run their restaurants (orders, the kitchen, what is sold out, the
  // service switches and the tables' codes); editing a restaurant, and the chain's numbers, are
  // the managers' (issue 14: staff get 403 on the admin resources).
  staff: ['orders.manage'],
  manager: PERMISSIONS,
};

export function can(role: string, permission: Permission): boolean {
  return (ROLE_PERMISSIONS[role as UserRole] ?? []).includes(permission);
}

export function permissionsOf(role: string): Permission[] {
  return [...(ROLE_PERMISSIONS[role as UserRole] ?? [])];
}
