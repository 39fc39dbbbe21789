import { beforeAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { POST as register } from '@/app/api/register/route';
import { POST as contact } from '@/app/api/contact/route';
import { GET as currentUser } from '@/app/api/user/route';
import { GET as orders } from '@/app/api/orders/route';
import { POST as addToCart } from '@/app/api/cart/route';
import { POST as upload } from '@/app/api/user/profile-photo/route';
import { GET as cities } from '@/app/api/cities/route';
import { db } from '@/lib/db';
import { errorResponse } from '@/lib/api/route';
import { ApiClient, DEMO, registerUser, setUpTemporaryFiles } from '../support/api-client';
import { expectConsoleError } from '../support/fail-on-console-error';

setUpTemporaryFiles();

const CREDENTIALS = { email: DEMO.customer.email, password: DEMO.customer.password };

describe('login CSRF (finding 5): cross-site requests change nothing', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['Origin: null (sandboxed frame)', { origin: 'null' }],
  ])('%s → 403 and no session cookie', async (_name, headers) => {
    const response = await new ApiClient().post(login, '/api/login', { json: CREDENTIALS, headers });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('cross_site_request');
    expect(response.setCookies).toEqual([]);
  });

  it('a text/plain form post (what a cross-site <form> can send) → 415, no session', async () => {
    const response = await new ApiClient().call(login, 'POST', '/api/login', {
      headers: { 'content-type': 'text/plain' },
      form: undefined,
      json: undefined,
    });
    expect(response.status).toBe(415);
    const textPlain = await login(
      new Request('http://localhost/api/login', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(CREDENTIALS),
      }),
      { params: Promise.resolve({}) },
    );
    expect(textPlain.status).toBe(415);
    expect(textPlain.headers.getSetCookie()).toEqual([]);
  });

  it('registration refuses a cross-site post too and creates no account', async () => {
    const email = `csrf-${Date.now()}@example.com`;
    const response = await new ApiClient().post(register, '/api/register', {
      json: { name: 'Víctima', email, password: 'Segura1234!', password_confirmation: 'Segura1234!', terms: true },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it('our own pages (same origin) and clients without browser headers still get in', async () => {
    const sameOrigin = await new ApiClient().post(login, '/api/login', {
      json: CREDENTIALS,
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);
    const api = await new ApiClient().post(login, '/api/login', { json: CREDENTIALS });
    expect(api.status).toBe(200);
    // A browser without Sec-Fetch-Site: its Origin matches the Host it addressed.
    const older = await new ApiClient().post(login, '/api/login', {
      json: CREDENTIALS,
      headers: { origin: 'http://127.0.0.1:4000', host: '127.0.0.1:4000' },
    });
    expect(older.status).toBe(200);
  });
});

describe('body size (finding 7)', () => {
  const big = 'x'.repeat(70 * 1024);

  it('a JSON body over 64 KB → 413, nothing stored', async () => {
    const before = await db.contactSubmission.count();
    const response = await new ApiClient().post(contact, '/api/contact', {
      json: { kind: 'suggestion', name: 'A', email: 'a@example.com', message: big, privacyAccepted: true },
    });
    expect(response.status).toBe(413);
    expect(response.body.code).toBe('payload_too_large');
    expect(await db.contactSubmission.count()).toBe(before);
  });

  it('a chunked body (no Content-Length) is counted while read → 413', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 100; i++) controller.enqueue(new TextEncoder().encode('"' + 'y'.repeat(1024) + '",'));
        controller.close();
      },
    });
    const response = await contact(
      new Request('http://localhost/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: chunks,
        duplex: 'half',
      } as RequestInit),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(413);
  });

  it('a cart body over 64 KB from a signed-in customer → 413', async () => {
    const { client } = await registerUser();
    const response = await client.post(addToCart, '/api/cart', {
      json: {
        delivery_type: 'recoger',
        restaurant: 'valencia-ruzafa',
        products: { product_id: 1, quantity: 1, extra_options: { observation: big } },
      },
    });
    expect(response.status).toBe(413);
  });

  it('a photo upload over the upload limit → 413', async () => {
    const { client } = await registerUser();
    const form = new FormData();
    form.set('photo', new File([new Uint8Array(1200 * 1024)], 'foto.png', { type: 'image/png' }));
    const response = await client.post(upload, '/api/user/profile-photo', { form });
    expect(response.status).toBe(413);
  });
});

describe('personal answers are never cached (finding 11)', () => {
  let customer: ApiClient;
  beforeAll(async () => {
    ({ client: customer } = await registerUser());
  });

  it.each([
    ['GET /api/user', () => customer.get(currentUser, '/api/user')],
    ['GET /api/orders', () => customer.get(orders, '/api/orders')],
    ['POST /api/login', () => new ApiClient().post(login, '/api/login', { json: CREDENTIALS })],
    ['an error', () => new ApiClient().get(currentUser, '/api/user')],
  ])('%s carries Cache-Control: no-store', async (_name, call) => {
    const response = await call();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('every API answer names its request', async () => {
    const response = await new ApiClient().get(cities, '/api/cities', { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
  });
});

describe('unexpected errors (finding 10)', () => {
  it('are logged with the request id and answered with it, leaking nothing', async () => {
    const logged = expectConsoleError();
    const request = new Request('http://localhost/api/orders', { headers: { 'x-request-id': 'req-42' } });
    const response = errorResponse(new Error('SQLITE_CORRUPT: secret table details'), { requestId: 'req-42', request });
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({ code: 'server_error', message: expect.any(String), request_id: 'req-42' });
    expect(JSON.stringify(body)).not.toContain('SQLITE');
    expect(String(logged[0]?.[0])).toContain('[req-42] GET /api/orders');
  });
});
