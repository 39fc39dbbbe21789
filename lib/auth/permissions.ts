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
  staff: ['orders.manage', 'restaurants.manage'],
  manager: PERMISSIONS,
};

export function can(role: string, permission: Permission): boolean {
  return (ROLE_PERMISSIONS[role as UserRole] ?? []).includes(permission);
}

export function permissionsOf(role: string): Permission[] {
  return [...(ROLE_PERMISSIONS[role as UserRole] ?? [])];
}
