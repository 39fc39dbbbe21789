import 'server-only';
import { redirect } from 'next/navigation';
import type { Auth } from './authenticate';
import { getCurrentAuth } from './current-user';

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
