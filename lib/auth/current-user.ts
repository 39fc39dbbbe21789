import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { authenticateCookie, type Auth } from './authenticate';
import { SESSION_COOKIE } from './session-cookie';

/** The signed-in user of this page request (session cookie), or null; once per render. */
export const getCurrentAuth = cache(async (): Promise<Auth | null> => {
  return authenticateCookie((await cookies()).get(SESSION_COOKIE)?.value);
});
