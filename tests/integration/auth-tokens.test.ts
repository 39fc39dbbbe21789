import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { POST as refresh } from '@/app/api/api/auth/refresh/route';
import { GET as csrfCookie } from '@/app/sanctum/csrf-cookie/route';
import { GET as user } from '@/app/api/user/route';
import { PUT as profile } from '@/app/api/user/profile-information/route';
import { POST as createAddress } from '@/app/api/user/addresses/route';
import { PUT as locale } from '@/app/api/user/locale/route';
import { ERRORS } from '@/lib/errors';
import { db } from '@/lib/db';
import { ApiClient, DEMO, setCookie, signIn, setUpTemporaryFiles } from '../support/api-client';

setUpTemporaryFiles();

const INVALID_TOKEN = { code: 'invalid_token', message: ERRORS.invalid_token.message };
const CSRF_MISMATCH = { code: 'csrf_token_mismatch', message: ERRORS.csrf_token_mismatch.message };

const rotate = (refreshToken: string) =>
  new ApiClient().post(refresh, '/api/api/auth/refresh', { json: { refresh_token: refreshToken } });
const me = (accessToken: string) => new ApiClient({ bearer: accessToken }).get(user, '/api/user');

const profileOf = (name: string) => ({
  name,
  email: DEMO.customer.email,
  phone: '612487390',
  birth_date: '1991-05-14',
  nif: '48273615L',
  receive_publicity: true,
});

describe('POST /api/api/auth/refresh', () => {
  it('rotates: a new pair whose access token works, and the new refresh token rotates again', async () => {
    const { tokens } = await signIn(DEMO.customer);
    const first = await rotate(tokens.refresh_token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'bearer',
      expires_in: 3600,
    });
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
    expect((await me(first.body.access_token)).status).toBe(200);

    const second = await rotate(first.body.refresh_token);
    expect(second.status).toBe(200);
    expect((await me(second.body.access_token)).status).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const { client, tokens } = await signIn(DEMO.customer);
    const rotated = await rotate(tokens.refresh_token);
    expect(rotated.status).toBe(200);

    const reused = await rotate(tokens.refresh_token);
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual(INVALID_TOKEN);

    // The newer token of the family, both access tokens and the session cookie are dead too.
    const newer = await rotate(rotated.body.refresh_token);
    expect(newer.status).toBe(401);
    expect(newer.body).toEqual(INVALID_TOKEN);
    expect((await me(tokens.access_token)).status).toBe(401);
    expect((await me(rotated.body.access_token)).status).toBe(401);
    expect((await client.get(user, '/api/user')).status).toBe(401);

    const tokenHash = createHash('sha256').update(tokens.refresh_token).digest('hex');
    const { familyId } = await db.refreshToken.findUniqueOrThrow({ where: { tokenHash } });
    const family = await db.refreshToken.findMany({ where: { familyId } });
    expect(family).toHaveLength(2);
    expect(family.every((token) => token.revokedAt !== null)).toBe(true);
    expect((await db.userSession.findUniqueOrThrow({ where: { id: familyId } })).revokedAt).not.toBeNull();
  });

  it('leaves other sessions of the same user alone', async () => {
    const other = await signIn(DEMO.customer);
    const { tokens } = await signIn(DEMO.customer);
    await rotate(tokens.refresh_token);
    expect((await rotate(tokens.refresh_token)).status).toBe(401);
    expect((await me(other.tokens.access_token)).status).toBe(200);
    expect((await rotate(other.tokens.refresh_token)).status).toBe(200);
  });

  it.each([
    ['an unknown token', { refresh_token: 'x'.repeat(43) }, 401],
    ['no token', {}, 422],
  ])('answers %s with %i', async (_, json, status) => {
    const response = await new ApiClient().post(refresh, '/api/api/auth/refresh', { json });
    expect(response.status).toBe(status);
    if (status === 401) expect(response.body).toEqual(INVALID_TOKEN);
  });
});

describe('CSRF', () => {
  it('GET /sanctum/csrf-cookie answers 204 and sets a script-readable XSRF-TOKEN', async () => {
    const client = new ApiClient();
    const response = await client.get(csrfCookie, '/sanctum/csrf-cookie');
    expect(response.status).toBe(204);
    expect(response.bytes.length).toBe(0);
    const line = setCookie(response, 'XSRF-TOKEN');
    expect(line).toMatch(/^XSRF-TOKEN=[\w-]{40,};/);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/HttpOnly/i);
    const again = await client.get(csrfCookie, '/sanctum/csrf-cookie');
    expect(setCookie(again, 'XSRF-TOKEN')).not.toBe(line);
  });

  it('refuses cookie-authenticated changes without a matching X-XSRF-TOKEN, and changes nothing', async () => {
    const { client } = await signIn(DEMO.customer);
    const userId = (await db.user.findUniqueOrThrow({ where: { email: DEMO.customer.email } })).id;
    const addresses = await db.address.count({ where: { userId } });
    const address = {
      street: 'Calle Colón',
      number: '1',
      postal_code: '46004',
      province: 'Valencia',
      town: 'Valencia',
    };

    const attempts = [
      await client.put(profile, '/api/user/profile-information', { json: profileOf('Sin Cabecera'), csrf: false }),
      await client.put(profile, '/api/user/profile-information', {
        json: profileOf('Cabecera Falsa'),
        csrf: 'otro-valor',
      }),
      await client.post(createAddress, '/api/user/addresses', { json: address, csrf: false }),
      await client.put(locale, '/api/user/locale', { json: { locale: 'es' }, csrf: false }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(419);
      expect(response.body).toEqual(CSRF_MISMATCH);
    }
    const stored = await db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(stored.name).toBe('Lucía Martínez García');
    expect(await db.address.count({ where: { userId } })).toBe(addresses);

    // Without the XSRF-TOKEN cookie at all the header has nothing to match.
    const noCookie = client.copy();
    noCookie.jar.delete('XSRF-TOKEN');
    const missing = await noCookie.put(profile, '/api/user/profile-information', {
      json: profileOf('Sin Cookie'),
      csrf: 'x',
    });
    expect(missing.status).toBe(419);

    const withHeader = await client.put(profile, '/api/user/profile-information', {
      json: profileOf('Lucía Martínez'),
    });
    expect(withHeader.status).toBe(200);
    expect(withHeader.body.name).toBe('Lucía Martínez');
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).name).toBe('Lucía Martínez');
    expect((await client.post(createAddress, '/api/user/addresses', { json: address })).status).toBe(201);
    expect(await db.address.count({ where: { userId } })).toBe(addresses + 1);
  });

  it('lets bearer requests through without the header', async () => {
    const { tokens } = await signIn(DEMO.customer);
    const client = new ApiClient({ bearer: tokens.access_token });
    const response = await client.put(profile, '/api/user/profile-information', {
      json: profileOf('Lucía Martínez García'),
    });
    expect(response.status).toBe(200);
    expect(response.body.name).toBe('Lucía Martínez García');
  });

  it('uses the bearer token, not the cookie, when a request carries both', async () => {
    const customer = await signIn(DEMO.customer);
    const { tokens } = await signIn(DEMO.manager);
    const response = await customer.client.get(user, '/api/user', { bearer: tokens.access_token });
    expect(response.body.email).toBe(DEMO.manager.email);
  });
});
