import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { GUARDS, ROUTE_GUARDS, runRouteGuards, UNKNOWN_MIDDLEWARE } from '@/lib/auth/route-guards';
import { SESSION_COOKIE, sealSession } from '@/lib/auth/session-cookie';
import { setUpTemporaryFiles } from '../support/api-client';

// Spec section 8: a page whose route guard names a guard that does not exist
// answers 500 "Unknown middleware"; the guards that exist send visitors to
// /login and unverified users to /verificar.

setUpTemporaryFiles();

function pageRequest(path: string, session?: string): NextRequest {
  const request = new NextRequest(new URL(path, 'http://localhost:3000'));
  if (session) request.cookies.set(SESSION_COOKIE, session);
  return request;
}

describe('named route guards', () => {
  it('answers 500 "Unknown middleware" for a page that names a guard nobody registered, before any guard runs', async () => {
    const auth = vi.fn(async () => null);
    const table = [{ path: /^\/mi-cuenta$/, guards: ['auth', 'admin-only'] }];
    const response = await runRouteGuards(pageRequest('/mi-cuenta'), table, { auth });
    expect(response?.status).toBe(500);
    expect(await response?.text()).toBe(UNKNOWN_MIDDLEWARE);
    expect(auth).not.toHaveBeenCalled();
  });

  it('does not take a property every object has for a guard', async () => {
    const table = [{ path: /^\/$/, guards: ['toString'] }];
    const response = await runRouteGuards(pageRequest('/'), table);
    expect(response?.status).toBe(500);
  });

  it('runs the named guards in order, the first answer wins', async () => {
    const calls: string[] = [];
    const first = async () => (calls.push('first'), null);
    const second = async () => (calls.push('second'), NextResponse.redirect('http://localhost:3000/verificar'));
    const third = async () => (calls.push('third'), null);
    const table = [{ path: /^\/x$/, guards: ['first', 'second', 'third'] }];
    const response = await runRouteGuards(pageRequest('/es/x'), table, { first, second, third });
    expect(response?.status).toBe(307);
    expect(calls).toEqual(['first', 'second']);
  });

  it("names only registered guards in the site's own table", () => {
    for (const route of ROUTE_GUARDS) {
      for (const name of route.guards) expect(Object.keys(GUARDS), `${route.path}`).toContain(name);
    }
  });

  it('sends a visitor on a signed-in page to /login and back', async () => {
    for (const path of ['/mi-cuenta', '/es/detalle-del-pedido', '/admin/pedidos']) {
      const response = await runRouteGuards(pageRequest(path));
      expect(response?.status, path).toBe(307);
      const location = new URL(response!.headers.get('location')!);
      expect(location.pathname).toBe('/login');
      expect(location.searchParams.get('redirect')).toBe(path);
    }
  });

  it('sends a signed-in user whose e-mail is not verified to /verificar, and lets a verified one through', async () => {
    const unverified = await sealSession({ sid: 's1', uid: 1, ev: false });
    const verified = await sealSession({ sid: 's2', uid: 1, ev: true });
    const refused = await runRouteGuards(pageRequest('/pedido', unverified));
    expect(new URL(refused!.headers.get('location')!).pathname).toBe('/verificar');
    expect(await runRouteGuards(pageRequest('/pedido', verified))).toBeNull();
    expect(await runRouteGuards(pageRequest('/mi-cuenta', verified))).toBeNull();
  });

  it('leaves the pages everyone may see alone', async () => {
    for (const path of ['/', '/pedido-online', '/login', '/aviso-legal']) {
      expect(await runRouteGuards(pageRequest(path)), path).toBeNull();
    }
  });
});
