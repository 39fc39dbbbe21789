import 'server-only';
import { authenticate, type Auth } from '@/lib/auth/authenticate';
import { csrfMatches, CSRF_COOKIE, CSRF_HEADER, isSafeMethod } from '@/lib/auth/csrf';
import { can, type Permission } from '@/lib/auth/permissions';
import { clearSessionCookies } from '@/lib/auth/responses';
import { readCookies, SESSION_COOKIE } from '@/lib/auth/session-cookie';
import { isPasswordRecentlyConfirmed } from '@/lib/auth/sessions';
import { AppError } from '@/lib/errors';
import { errorResponse, withRoute } from './route';

type Options = {
  /** Refuse users whose e-mail is not verified (default true). */
  verified?: boolean;
  permission?: Permission;
  /** Sensitive action: 423 unless the password was confirmed in the last 3 hours. */
  confirmPassword?: boolean;
};

type Context<P> = { params: Promise<P> };

/**
 * A route handler for signed-in users: resolves the bearer token or session
 * cookie, enforces CSRF for cookie requests that change something, e-mail
 * verification, permission and recent password confirmation, then calls the
 * handler with the authenticated user. Authorisation is checked again in lib/
 * where data is read or written; this is the first line.
 */
export function withUser<P = Record<string, string | string[]>>(
  options: Options,
  handler: (request: Request, auth: Auth, context: Context<P>) => Promise<Response>,
) {
  return withRoute<P>(async (request, context) => {
    const auth = await authenticate(request);
    if (!auth) return refuseVisitor(request);
    assertCsrf(request, auth);
    if ((options.verified ?? true) && !auth.user.emailVerifiedAt) throw new AppError('email_not_verified');
    if (options.permission && !can(auth.user.role, options.permission)) throw new AppError('forbidden');
    if (options.confirmPassword && !isPasswordRecentlyConfirmed(auth.session)) {
      throw new AppError('password_confirmation_required');
    }
    return handler(request, auth, context);
  });
}

/**
 * 401. A session cookie that no longer opens a session (revoked, expired,
 * signed out elsewhere) is forgotten with it, and the header's hint too, so
 * the next page is a visitor's (lib/auth/session-hint.ts).
 */
function refuseVisitor(request: Request): Response {
  const refusal = new AppError('unauthenticated');
  if (!readCookies(request).get(SESSION_COOKIE)) throw refusal;
  const response = errorResponse(refusal);
  clearSessionCookies(response);
  return response;
}

export function assertCsrf(request: Request, auth: Pick<Auth, 'via'> | null): void {
  if (auth?.via !== 'cookie' || isSafeMethod(request.method)) return;
  if (!csrfMatches(readCookies(request).get(CSRF_COOKIE), request.headers.get(CSRF_HEADER))) {
    throw new AppError('csrf_token_mismatch');
  }
}
