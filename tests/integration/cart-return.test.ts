import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import middleware from '@/middleware';
import { POST as login } from '@/app/api/login/route';
import { POST as logout } from '@/app/api/logout/route';
import { ApiClient, registerUser, setUpTemporaryFiles } from '../support/api-client';
import { cartBody, fakeClockFrom, productId, selection, shop } from '../support/ordering';

// Spec section 4: a cart with items sets the restaurant, type and table from
// its first item. /pedido asked without a chosen context (a new browser, the
// choice's cookie gone) takes a customer with items back to that catalogue;
// the middleware does it, so that /pedido itself stays prerendered (issue 11).

// next-intl's middleware is ESM that Node cannot load outside Next: it passes the request on here.
vi.mock('next-intl/middleware', () => ({ default: () => () => NextResponse.next() }));

setUpTemporaryFiles();
fakeClockFrom();

async function openOrderPage(sessionCookie: string | undefined): Promise<Response> {
  const request = new NextRequest(new URL('/pedido', 'http://localhost:3000'));
  if (sessionCookie) request.cookies.set('sesion', sessionCookie);
  return middleware(request);
}

async function customerWithCart(): Promise<ApiClient> {
  const account = await registerUser({ verified: true });
  const client = new ApiClient();
  await client.post(login, '/api/login', { json: { email: account.email, password: account.password } });
  const added = await shop(client).add(
    cartBody(selection(await productId('burger-clasica')), { delivery_type: 'recoger' }),
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return client;
}

describe('/pedido without a chosen restaurant', () => {
  it('takes a customer whose cart has items back to that cart’s catalogue, and remembers it', async () => {
    const client = await customerWithCart();
    const response = await openOrderPage(client.cookie('sesion'));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/pedido');
    // Built from this customer's session: no shared cache may keep it for the next visitor.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const chosen = response.headers.getSetCookie().find((line) => line.startsWith('pedido='));
    expect(JSON.parse(decodeURIComponent(chosen!.slice('pedido='.length).split(';')[0]!))).toMatchObject({
      t: 'takeaway',
      r: 'valencia-ruzafa',
    });
  });

  it('lets a visitor, an empty cart and a signed-out session choose again', async () => {
    expect((await openOrderPage(undefined)).status).toBe(200);
    expect((await openOrderPage('sellada-a-mano')).status).toBe(200);
    const account = await registerUser({ verified: true });
    const empty = new ApiClient();
    await empty.post(login, '/api/login', { json: { email: account.email, password: account.password } });
    expect((await openOrderPage(empty.cookie('sesion'))).status).toBe(200);
    // A session signed out is not anyone's any more: its cookie, replayed, says nothing of the cart.
    const client = await customerWithCart();
    const sealed = client.cookie('sesion');
    expect((await client.post(logout, '/api/logout')).status).toBe(204);
    expect((await openOrderPage(sealed)).status).toBe(200);
  });
});
