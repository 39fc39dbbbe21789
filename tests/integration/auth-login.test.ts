import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { POST as logout } from '@/app/api/logout/route';
import { POST as challenge } from '@/app/api/two-factor-challenge/route';
import { GET as user } from '@/app/api/user/route';
import { POST as enableTwoFactor, DELETE as disableTwoFactor } from '@/app/api/user/two-factor-authentication/route';
import { GET as recoveryLeft, POST as newRecoveryCodes } from '@/app/api/user/two-factor-recovery-codes/route';
import { GET as qrCode } from '@/app/api/user/two-factor-qr-code/route';
import { POST as confirmTwoFactor } from '@/app/api/user/confirmed-two-factor-authentication/route';
import { POST as refresh } from '@/app/api/api/auth/refresh/route';
import { ERRORS } from '@/lib/errors';
import { db } from '@/lib/db';
import { readOutbox } from '@/lib/mail/transport';
import { setSetting } from '@/lib/site/settings';
import {
  ApiClient,
  confirmPassword,
  DEMO,
  registerUser,
  setCookie,
  signIn,
  setUpTemporaryFiles,
} from '../support/api-client';

setUpTemporaryFiles();

const INVALID_CREDENTIALS = {
  code: 'invalid_credentials',
  message: 'Estas credenciales no coinciden con nuestros registros.',
  errors: { email: ['Estas credenciales no coinciden con nuestros registros.'] },
};
const UNAUTHENTICATED = { code: 'unauthenticated', message: ERRORS.unauthenticated.message };
const TOKENS = {
  access_token: expect.any(String),
  refresh_token: expect.any(String),
  token_type: 'bearer',
  expires_in: 3600,
};

const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** A six-digit code that is none of the codes accepted right now (previous, current, next step). */
function wrongCode(secret: string): string {
  const accepted = [-30_000, 0, 30_000].map((offset) => totp(secret).generate({ timestamp: Date.now() + offset }));
  let candidate = 0;
  while (accepted.includes(String(candidate).padStart(6, '0'))) candidate += 1;
  return String(candidate).padStart(6, '0');
}

/** A verified customer who turned two-factor on through the API. */
async function userWithTwoFactor() {
  const account = await registerUser();
  await confirmPassword(account.client, account.password);
  const enabled = await account.client.post(enableTwoFactor, '/api/user/two-factor-authentication');
  expect(enabled.status).toBe(200);
  const recoveryCodes: string[] = enabled.body.recovery_codes;
  expect(recoveryCodes).toHaveLength(8);
  const qr = await account.client.get(qrCode, '/api/user/two-factor-qr-code');
  expect(qr.status).toBe(200);
  expect(qr.body.url).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  expect(qr.body.svg).toContain('<svg');
  const secret: string = qr.body.secret;
  const wrong = await account.client.post(confirmTwoFactor, '/api/user/confirmed-two-factor-authentication', {
    json: { code: wrongCode(secret) },
  });
  expect(wrong.status).toBe(422);
  // The code that confirms the set-up is spent (it cannot sign in afterwards): confirming with the
  // previous step's code, still accepted for clock drift, leaves the current one for the login.
  const confirmed = await account.client.post(confirmTwoFactor, '/api/user/confirmed-two-factor-authentication', {
    json: { code: totp(secret).generate({ timestamp: Date.now() - 30_000 }) },
  });
  expect(confirmed.status).toBe(200);
  expect(confirmed.body).toEqual({ two_factor_enabled: true });
  return { ...account, secret, recoveryCodes };
}

describe('POST /api/login', () => {
  it('answers the token pair and sets the session and CSRF cookies', async () => {
    const client = new ApiClient();
    const response = await client.post(login, '/api/login', { json: DEMO.customer });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(TOKENS);
    expect(setCookie(response, 'sesion')).toMatch(/HttpOnly/i);
    expect(setCookie(response, 'sesion')).toMatch(/SameSite=lax/i);
    expect(setCookie(response, 'XSRF-TOKEN')).not.toMatch(/HttpOnly/i);
    // The readable hint of the cached pages' header (issue 11): a flag, nothing more.
    expect(setCookie(response, 'con_sesion')).toMatch(/^con_sesion=1;/);
    expect(setCookie(response, 'con_sesion')).not.toMatch(/HttpOnly/i);

    const me = await client.get(user, '/api/user');
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(DEMO.customer.email);
  });

  it('gives the same status and body for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await new ApiClient().post(login, '/api/login', {
      json: { email: DEMO.customer.email, password: 'NoEsLaMia123' },
    });
    const unknownEmail = await new ApiClient().post(login, '/api/login', {
      json: { email: 'nadie@example.com', password: 'NoEsLaMia123' },
    });
    expect(wrongPassword.status).toBe(422);
    expect(unknownEmail.status).toBe(422);
    expect(wrongPassword.body).toEqual(INVALID_CREDENTIALS);
    expect(unknownEmail.body).toEqual(INVALID_CREDENTIALS);
    expect(wrongPassword.setCookies).toEqual([]);
    expect(unknownEmail.setCookies).toEqual([]);
  });

  it('makes the next attempt at an account wait after a wrong password (429 with Retry-After), the right one too', async () => {
    const client = new ApiClient();
    const wrong = await client.post(login, '/api/login', {
      json: { email: DEMO.staff.email, password: 'Incorrecta99' },
    });
    expect(wrong.status).toBe(422);
    const waiting = await new ApiClient().post(login, '/api/login', { json: DEMO.staff });
    expect(waiting.status).toBe(429);
    expect(waiting.body).toEqual({ code: 'too_many_requests', message: ERRORS.too_many_requests.message });
    expect(Number(waiting.headers.get('retry-after'))).toBe(1);
    // Another account is not affected; after the wait the right password works.
    expect((await new ApiClient().post(login, '/api/login', { json: DEMO.manager })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await new ApiClient().post(login, '/api/login', { json: DEMO.staff })).status).toBe(200);
  });
});

describe('two-factor login', () => {
  it('answers {two_factor: true} without a session until a valid TOTP code is given', async () => {
    const account = await userWithTwoFactor();
    const client = new ApiClient();
    const first = await client.post(login, '/api/login', {
      json: { email: account.email, password: account.password },
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ two_factor: true });
    expect(setCookie(first, 'sesion')).toBeUndefined();
    expect(client.cookie('dos_pasos')).toBeDefined();
    expect((await client.get(user, '/api/user')).status).toBe(401);

    const wrong = await client.post(challenge, '/api/two-factor-challenge', {
      json: { code: wrongCode(account.secret) },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      code: 'validation_failed',
      message: ERRORS.validation_failed.message,
      errors: { code: ['El código no es correcto.'] },
    });
    expect(client.cookie('sesion')).toBeUndefined();

    const passed = await client.post(challenge, '/api/two-factor-challenge', {
      json: { code: totp(account.secret).generate() },
    });
    expect(passed.status).toBe(200);
    expect(passed.body).toEqual(TOKENS);
    expect(client.cookie('dos_pasos')).toBeUndefined();
    const me = await client.get(user, '/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: account.email, two_factor_enabled: true });
  });

  it('accepts a TOTP code once: the same code at a second login is refused', async () => {
    const account = await userWithTwoFactor();
    const code = totp(account.secret).generate();
    const attempt = async () => {
      const client = new ApiClient();
      await client.post(login, '/api/login', { json: { email: account.email, password: account.password } });
      return client.post(challenge, '/api/two-factor-challenge', { json: { code } });
    };
    expect((await attempt()).status).toBe(200);
    const replayed = await attempt();
    expect(replayed.status).toBe(422);
    expect(replayed.body.errors).toEqual({ code: ['El código no es correcto.'] });
  });

  it('accepts a recovery code once', async () => {
    const account = await userWithTwoFactor();
    const [code] = account.recoveryCodes;
    const attempt = async () => {
      const client = new ApiClient();
      await client.post(login, '/api/login', { json: { email: account.email, password: account.password } });
      return client.post(challenge, '/api/two-factor-challenge', { json: { recovery_code: code } });
    };
    const first = await attempt();
    expect(first.status).toBe(200);
    expect(first.body).toEqual(TOKENS);
    const again = await attempt();
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ recovery_code: ['El código no es correcto.'] });
    const stored = await db.user.findUniqueOrThrow({ where: { id: account.id } });
    expect(JSON.parse(stored.twoFactorRecoveryCodes!)).toHaveLength(7);
  });

  it('renews the recovery codes, and once two-factor is off the login is one step again', async () => {
    const account = await userWithTwoFactor();
    expect((await account.client.get(recoveryLeft, '/api/user/two-factor-recovery-codes')).body).toEqual({
      remaining: 8,
    });
    const renewed = await account.client.post(newRecoveryCodes, '/api/user/two-factor-recovery-codes');
    expect(renewed.status).toBe(200);
    expect(renewed.body.recovery_codes).toHaveLength(8);
    expect(renewed.body.recovery_codes).not.toContain(account.recoveryCodes[0]);

    const client = new ApiClient();
    await client.post(login, '/api/login', { json: { email: account.email, password: account.password } });
    const old = await client.post(challenge, '/api/two-factor-challenge', {
      json: { recovery_code: account.recoveryCodes[0] },
    });
    expect(old.status).toBe(422);

    expect((await account.client.delete(disableTwoFactor, '/api/user/two-factor-authentication')).status).toBe(204);
    expect(readOutbox({ to: account.email })[0]?.subject).toBe('Verificación en dos pasos desactivada');
    const direct = await new ApiClient().post(login, '/api/login', {
      json: { email: account.email, password: account.password },
    });
    expect(direct.body).toEqual(TOKENS);
  });

  it('refuses the challenge without a pending login', async () => {
    const response = await new ApiClient().post(challenge, '/api/two-factor-challenge', { json: { code: '123456' } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'unauthenticated', message: 'Vuelve a iniciar sesión para continuar.' });
  });
});

describe('GET /api/user', () => {
  it('answers the signed-in user with loyalty points equal to the ledger sum', async () => {
    const { client } = await signIn(DEMO.customer);
    const me = await client.get(user, '/api/user');
    const row = await db.user.findUniqueOrThrow({ where: { email: DEMO.customer.email } });
    const ledger = await db.loyaltyLedgerEntry.aggregate({ where: { userId: row.id }, _sum: { points: true } });
    expect(ledger._sum.points).toBe(3);
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      id: row.id,
      name: 'Lucía Martínez García',
      email: 'cliente@example.com',
      email_verified_at: '2025-09-01T09:00:00.000Z',
      phone: '612487390',
      birth_date: '1991-05-14',
      nif: '48273615L',
      receive_publicity: true,
      profile_photo_url: null,
      role: 'customer',
      permissions: [],
      locale: 'es',
      two_factor_enabled: false,
      loyalty: { points: 3 },
      points: 3,
      created_at: row.createdAt.toISOString(),
    });
  });

  it('answers 401 without credentials or with a bad token, and accepts a bearer token alone', async () => {
    const anonymous = await new ApiClient().get(user, '/api/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(UNAUTHENTICATED);
    expect((await new ApiClient({ bearer: 'no.es.un-jwt' }).get(user, '/api/user')).status).toBe(401);

    const { tokens } = await signIn(DEMO.manager);
    const viaBearer = await new ApiClient({ bearer: tokens.access_token }).get(user, '/api/user');
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body).toMatchObject({
      email: DEMO.manager.email,
      role: 'manager',
      permissions: expect.arrayContaining(['users.manage']),
    });
  });
});

describe('POST /api/logout', () => {
  it('revokes the session: the old cookie, access token and refresh token all stop working', async () => {
    const { client, tokens } = await signIn(DEMO.customer);
    const before = client.copy();
    const response = await client.post(logout, '/api/logout');
    expect(response.status).toBe(204);
    expect(client.cookie('sesion')).toBeUndefined();

    expect(client.cookie('con_sesion')).toBeUndefined();

    // The old cookie is refused and forgotten, with the header's hint.
    const stale = await before.get(user, '/api/user', { bearer: null });
    expect(stale.status).toBe(401);
    expect(setCookie(stale, 'sesion')).toMatch(/^sesion=;/);
    expect(setCookie(stale, 'con_sesion')).toMatch(/^con_sesion=;/);
    expect((await new ApiClient({ bearer: tokens.access_token }).get(user, '/api/user')).status).toBe(401);
    const refreshed = await new ApiClient().post(refresh, '/api/api/auth/refresh', {
      json: { refresh_token: tokens.refresh_token },
    });
    expect(refreshed.status).toBe(401);
  });

  it('refuses a cookie logout without the CSRF header and keeps the session', async () => {
    const { client } = await signIn(DEMO.customer);
    const response = await client.post(logout, '/api/logout', { csrf: false });
    expect(response.status).toBe(419);
    expect(response.body).toEqual({ code: 'csrf_token_mismatch', message: ERRORS.csrf_token_mismatch.message });
    expect((await client.get(user, '/api/user')).status).toBe(200);
  });
});

describe('maintenance', () => {
  afterEach(() => setSetting('maintenance', 'false'));

  it('answers 503 to a login and to a signed-in user while it is on', async () => {
    const { client } = await signIn(DEMO.customer);
    await setSetting('maintenance', 'true');
    const response = await new ApiClient().post(login, '/api/login', { json: DEMO.customer });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ code: 'maintenance', message: ERRORS.maintenance.message });
    expect(setCookie(response, 'sesion')).toBeUndefined();
    expect((await client.get(user, '/api/user')).status).toBe(503);
  });

  it('lets staff and managers sign in and work while it is on', async () => {
    await setSetting('maintenance', 'true');
    for (const account of [DEMO.staff, DEMO.manager]) {
      const response = await new ApiClient().post(login, '/api/login', { json: account });
      expect(response.status).toBe(200);
      const client = new ApiClient();
      client.bearer = response.body.access_token;
      expect((await client.get(user, '/api/user')).status).toBe(200);
    }
  });
});
