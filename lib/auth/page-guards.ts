import 'server-only';
import { redirect } from 'next/navigation';
import type { Auth } from './authenticate';
import { getCurrentAuth } from './current-user';
import { can, type Permission } from './permissions';

/**
 * Pages for signed-in users: a visitor goes to /login (and comes back after),
 * an unverified user to /verificar. The middleware redirects optimistically;
 * this is the check that counts.
 */
export async function requireUser(returnTo: string, options: { verified?: boolean } = {}): Promise<Auth> {
  const auth = await getCurrentAuth();
  if (!auth) redirect(`/login?redirect=${encodeURIComponent(returnTo)}`);
  if ((options.verified ?? true) && !auth.user.emailVerifiedAt) redirect('/verificar');
  return auth;
}

/** Back-office pages: signed-in staff or managers with the permission; anyone else goes to "/" (DESIGN.md section 8). */
export async function requireStaff(returnTo: string, permission: Permission = 'orders.manage'): Promise<Auth> {
  const auth = await requireUser(returnTo);
  if (!can(auth.user.role, permission)) redirect('/');
  return auth;
}
