import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/login/route';
import { POST as challenge } from '@/app/api/two-factor-challenge/route';
import { POST as register } from '@/app/api/register/route';
import { POST as verify } from '@/app/api/email/verify/route';
import { POST as forgotPassword } from '@/app/api/forgot-password/route';
import { POST as resetPassword } from '@/app/api/reset-password/route';
import { POST as contact } from '@/app/api/contact/route';
import { POST as enableTwoFactor } from '@/app/api/user/two-factor-authentication/route';
import { GET as qrCode } from '@/app/api/user/two-factor-qr-code/route';
import { POST as confirmTwoFactor } from '@/app/api/user/confirmed-two-factor-authentication/route';
import { PUT as profile } from '@/app/api/user/profile-information/route';
import { GET as currentUser } from '@/app/api/user/route';
import { db } from '@/lib/db';
import { isSecureCookies } from '@/lib/auth/session-cookie';
import { parseEnv } from '@/lib/env';
import { IDLE_TIMEOUT_SECONDS } from '@/lib/auth/sessions';
import { PHONE_GUEST_DOMAIN } from '@/lib/vocabulary/person';
import { flushAllMail as flushMailQueue } from '@/lib/jobs/mail-worker';
import { readOutbox } from '@/lib/mail/transport';
import * as transport from '@/lib/mail/transport';
import {
  ApiClient,
  confirmPassword,
  mailedLink,
  registerUser,
  setCookie,
  setUpTemporaryFiles,
  verificationLink,
} from '../support/api-client';

// Findings 2 (password guessing), 6 (account enumeration), 8 (two-factor
// replay) and the session parts of 11, reproduced against the route handlers.

setUpTemporaryFiles();

let now = Date.now();
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterAll(() => vi.useRealTimers());
const advance = (ms: number) => {
  now += ms;
  vi.setSystemTime(now);
};

const attempt = (email: string, password: string, ip: string) =>
  new ApiClient({ ip }).post(login, '/api/login', { json: { email, password } });

describe('password guessing (finding 2)', () => {
  // 101 password checks at scrypt's full cost (about 0,5 s each on two cores): more than the suite's 60 s.
  it(
    'a new address per guess does not help: one account takes 100 guesses an hour at most',
    { timeout: 240_000 },
    async () => {
      const victim = await registerUser();
      const statuses: number[] = [];
      for (let guess = 0; guess < 101; guess += 1) {
        // Take the back-off and the lockout out of the way: this is about the hourly cap alone.
        await db.rateLimit.deleteMany({
          where: { OR: [{ key: { startsWith: 'login-failures' } }, { key: { startsWith: 'login-backoff' } }] },
        });
        statuses.push(
          (await attempt(victim.email, `Incorrecta${guess}`, `198.51.${guess >> 8}.${guess & 255}`)).status,
        );
      }
      expect(statuses.slice(0, 100).every((status) => status === 422)).toBe(true);
      expect(statuses[100]).toBe(429);
    },
  );

  it('waits longer after each failure (exponential back-off), whatever the address', async () => {
    const victim = await registerUser();
    const waits: number[] = [];
    for (let failure = 1; failure <= 4; failure += 1) {
      expect((await attempt(victim.email, 'Incorrecta1', `203.0.113.${failure}`)).status).toBe(422);
      const refused = await attempt(victim.email, victim.password, `203.0.113.${failure + 100}`);
      expect(refused.status).toBe(429);
      waits.push(Number(refused.headers.get('retry-after')));
      advance(waits.at(-1)! * 1000 + 1);
    }
    expect(waits).toEqual([1, 2, 4, 8]);
  });

  it('locks the account after 10 failures in a row for 15 minutes, tells the owner, and a password reset lifts it', async () => {
    const victim = await registerUser();
    for (let failure = 0; failure < 10; failure += 1) {
      advance(31_000);
      expect((await attempt(victim.email, `Mala${failure}`, `192.0.2.${failure}`)).status).toBe(422);
    }
    advance(31_000);
    const locked = await attempt(victim.email, victim.password, '192.0.2.200');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/bloqueado 15 minutos/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(10 * 60);
    expect(readOutbox({ to: victim.email })[0]?.subject).toBe('Hemos bloqueado el acceso a tu cuenta');

    await new ApiClient().post(forgotPassword, '/api/forgot-password', { json: { email: victim.email } });
    const link = mailedLink(victim.email, /^\/restablecer-contrasena/);
    const reset = await new ApiClient().post(resetPassword, '/api/reset-password', {
      json: {
        token: link.searchParams.get('token'),
        email: victim.email,
        password: 'NuevaClave2026',
        password_confirmation: 'NuevaClave2026',
      },
    });
    expect(reset.status).toBe(200);
    expect((await attempt(victim.email, 'NuevaClave2026', '192.0.2.201')).status).toBe(200);
  });

  it('locks an unknown e-mail the same way (the answers never tell which e-mails exist)', async () => {
    const email = `nadie-${Date.now()}@example.com`;
    for (let failure = 0; failure < 10; failure += 1) {
      advance(31_000);
      expect((await attempt(email, 'Mala', `192.0.2.${50 + failure}`)).status).toBe(422);
    }
    advance(31_000);
    expect((await attempt(email, 'Mala', '192.0.2.99')).status).toBe(429);
    expect(readOutbox({ to: email })).toEqual([]);
  });

  it('keeps its counters in the database: a restart (new limiter objects) does not reset them', async () => {
    const victim = await registerUser();
    expect((await attempt(victim.email, 'Mala', '192.0.2.150')).status).toBe(422);
    expect(await db.rateLimit.count({ where: { key: { contains: victim.email } } })).toBeGreaterThan(0);
    vi.resetModules();
    const { POST: freshLogin } = await import('@/app/api/login/route');
    const again = await new ApiClient({ ip: '192.0.2.151' }).post(freshLogin, '/api/login', {
      json: { email: victim.email, password: victim.password },
    });
    expect(again.status).toBe(429);
  });

  it('limits the contact forms: the eleventh submission from one address in 10 minutes is refused and not stored', async () => {
    const client = new ApiClient({ ip: '198.18.0.7' });
    const body = {
      kind: 'suggestion',
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Una sugerencia con texto suficiente.',
      privacyAccepted: true,
    };
    const statuses = [];
    const before = await db.contactSubmission.count();
    for (let i = 0; i < 11; i += 1) statuses.push((await client.post(contact, '/api/contact', { json: body })).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    expect(await db.contactSubmission.count()).toBe(before + 10);
  });
});

describe('account enumeration (finding 6)', () => {
  const signUp = (email: string) =>
    new ApiClient().post(register, '/api/register', {
      json: { name: 'Alguien', email, password: 'Segura1234!', password_confirmation: 'Segura1234!', terms: true },
    });

  it('registration answers a known e-mail exactly like a new one', async () => {
    const known = await signUp('cliente@example.com');
    const fresh = await signUp(`nueva-${Date.now()}@example.com`);
    expect(known.status).toBe(fresh.status);
    expect(known.body).toEqual(fresh.body);
    expect(known.setCookies).toEqual(fresh.setCookies);
  });

  it('forgot-password answers before any mail goes out, for known and unknown e-mails alike', async () => {
    const slow = vi
      .spyOn(transport, 'sendMail')
      .mockImplementation(() => new Promise((resolve) => setTimeout(resolve, 2_000)));
    try {
      for (const email of ['cliente@example.com', `nadie-${Date.now()}@example.com`]) {
        const started = performance.now();
        const response = await forgotPassword(
          new Request('http://localhost/api/forgot-password', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.1.${email.length}` },
            body: JSON.stringify({ email }),
          }),
          { params: Promise.resolve({}) },
        );
        expect(response.status).toBe(202);
        expect(performance.now() - started).toBeLessThan(1_000);
      }
    } finally {
      await flushMailQueue();
      slow.mockRestore();
    }
  });
});

describe('two-factor (finding 8)', () => {
  const totp = (secret: string) =>
    new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

  async function withTwoFactor() {
    const account = await registerUser();
    await confirmPassword(account.client, account.password);
    await account.client.post(enableTwoFactor, '/api/user/two-factor-authentication');
    const secret: string = (await account.client.get(qrCode, '/api/user/two-factor-qr-code')).body.secret;
    return { ...account, secret };
  }

  it('the code that confirmed the set-up is refused at the next login', async () => {
    const account = await withTwoFactor();
    const code = totp(account.secret).generate();
    expect(
      (await account.client.post(confirmTwoFactor, '/api/user/confirmed-two-factor-authentication', { json: { code } }))
        .status,
    ).toBe(200);
    const browser = new ApiClient();
    expect(
      (await browser.post(login, '/api/login', { json: { email: account.email, password: account.password } })).body,
    ).toEqual({ two_factor: true });
    const replayed = await browser.post(challenge, '/api/two-factor-challenge', { json: { code } });
    expect(replayed.status).toBe(422);
    expect(setCookie(replayed, 'sesion')).toBeUndefined();
  });

  it('a pending challenge signs in once: its cookie replayed with another valid code is refused', async () => {
    const account = await withTwoFactor();
    await account.client.post(confirmTwoFactor, '/api/user/confirmed-two-factor-authentication', {
      json: { code: totp(account.secret).generate({ timestamp: Date.now() - 30_000 }) },
    });
    const browser = new ApiClient();
    await browser.post(login, '/api/login', { json: { email: account.email, password: account.password } });
    const stolen = browser.copy();
    expect(
      (await browser.post(challenge, '/api/two-factor-challenge', { json: { code: totp(account.secret).generate() } }))
        .status,
    ).toBe(200);
    const replay = await stolen.post(challenge, '/api/two-factor-challenge', {
      json: { code: totp(account.secret).generate({ timestamp: Date.now() + 30_000 }) },
    });
    expect(replay.status).toBe(401);
    expect(setCookie(replay, 'sesion')).toBeUndefined();
  });
});

describe('sessions and cookies (finding 11)', () => {
  it('a session unused for more than 2 hours ends, though its 14 days have not', async () => {
    const account = await registerUser();
    expect((await account.client.get(currentUser, '/api/user')).status).toBe(200);
    advance(IDLE_TIMEOUT_SECONDS * 1000 - 60_000);
    expect((await account.client.get(currentUser, '/api/user')).status).toBe(200);
    advance(IDLE_TIMEOUT_SECONDS * 1000 + 1_000);
    expect((await account.client.get(currentUser, '/api/user')).status).toBe(401);
  });

  it('cookies are Secure over https and in production unless told otherwise', () => {
    expect(isSecureCookies(parseEnv({ NODE_ENV: 'production' }))).toBe(true);
    expect(isSecureCookies(parseEnv({ NODE_ENV: 'development', SITE_URL: 'https://pedidos.example.com' }))).toBe(true);
    expect(isSecureCookies(parseEnv({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }))).toBe(false);
    expect(isSecureCookies(parseEnv({ NODE_ENV: 'development', SITE_URL: 'http://localhost:3000' }))).toBe(false);
  });

  it('a change of e-mail is told to the old address', async () => {
    const account = await registerUser();
    await confirmPassword(account.client, account.password);
    const newEmail = `nuevo-${Date.now()}@example.com`;
    const response = await account.client.put(profile, '/api/user/profile-information', {
      json: { name: 'Usuario', email: newEmail, phone: '', birth_date: '', nif: '', receive_publicity: false },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const notice = readOutbox({ to: account.email })[0];
    expect(notice?.subject).toBe('El correo de tu cuenta ha cambiado');
    expect(notice?.text).toContain(newEmail);
    expect(await db.user.count({ where: { email: newEmail } })).toBe(1);
  });
});

describe('the verification link signs in only the account registration created (security probe, stop 35)', () => {
  /** What a browser without any session gets from following `link`. */
  async function follow(link: { id: number; token: string }) {
    const response = await new ApiClient().post(verify, '/api/email/verify', { json: link });
    return { status: response.status, body: response.body, session: setCookie(response, 'sesion') };
  }

  async function registered(email: string) {
    const password = 'Segura1234!';
    const response = await new ApiClient().post(register, '/api/register', {
      json: { name: 'Nueva Cuenta', email, password, password_confirmation: password, terms: true },
    });
    expect(response.status).toBe(202);
    return verificationLink(email);
  }

  it('after an e-mail change it verifies the new address and signs nobody in', async () => {
    const account = await registerUser();
    await confirmPassword(account.client, account.password);
    const newEmail = `cambiado-${Date.now()}@example.com`;
    const changed = await account.client.put(profile, '/api/user/profile-information', {
      json: { name: 'Usuario', email: newEmail, phone: '', birth_date: '', nif: '', receive_publicity: false },
    });
    expect(changed.status).toBe(200);
    const sessionsBefore = await db.userSession.count({ where: { userId: account.id } });

    const followed = await follow(verificationLink(newEmail));
    expect(followed).toEqual({ status: 200, body: { verified: true }, session: undefined });
    expect(await db.userSession.count({ where: { userId: account.id } })).toBe(sessionsBefore);
    expect((await db.user.findUniqueOrThrow({ where: { id: account.id } })).emailVerifiedAt).not.toBeNull();
  });

  it.each([
    ['with two-factor', { twoFactorConfirmedAt: new Date() }],
    ['of staff', { role: 'staff' }],
  ])('never signs in an account %s', async (_, data) => {
    const link = await registered(`sin-sesion-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
    await db.user.update({ where: { id: link.id }, data });
    const followed = await follow(link);
    expect(followed).toEqual({ status: 200, body: { verified: true }, session: undefined });
    expect(await db.userSession.count({ where: { userId: link.id } })).toBe(0);
  });

  it('still signs in a new customer the first time', async () => {
    const link = await registered(`nueva-${Date.now()}@example.com`);
    const followed = await follow(link);
    expect(followed.status).toBe(200);
    expect(followed.session).toBeDefined();
    expect(followed.body.access_token).toEqual(expect.any(String));
  });
});

describe("a phone caller's placeholder account is nobody's (security probe, stop 40)", () => {
  // Phone orders without an e-mail go to `telefono-<digits>@clientes-por-telefono.invalid`.
  // Whoever held that address first would read, cancel and invoice the caller's orders.
  const placeholder = `telefono-6${String(Date.now()).slice(-8)}${PHONE_GUEST_DOMAIN}`;
  const refusedEmail = { email: ['Escribe un correo electrónico válido.'] };

  it('cannot be registered', async () => {
    const response = await new ApiClient({ ip: '198.18.7.1' }).post(register, '/api/register', {
      json: {
        name: 'Alguien',
        email: placeholder,
        password: 'Segura1234!',
        password_confirmation: 'Segura1234!',
        terms: true,
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject(refusedEmail);
    expect(await db.user.count({ where: { email: placeholder } })).toBe(0);
  });

  it('cannot be taken by changing an account’s e-mail', async () => {
    const account = await registerUser();
    await confirmPassword(account.client, account.password);
    const response = await account.client.put(profile, '/api/user/profile-information', {
      json: { name: 'Usuario', email: placeholder, phone: '', birth_date: '', nif: '', receive_publicity: false },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject(refusedEmail);
    expect((await db.user.findUniqueOrThrow({ where: { id: account.id } })).email).toBe(account.email);
  });

  it('cannot be signed in to, nor used with a session it held before this check', async () => {
    const account = await registerUser();
    const before = await account.client.get(currentUser, '/api/user');
    expect(before.status).toBe(200);
    // An account that took the address before registration refused it.
    await db.user.update({ where: { id: account.id }, data: { email: placeholder } });
    expect((await account.client.get(currentUser, '/api/user')).status).toBe(401);
    const bearer = new ApiClient({ ip: '198.18.7.2' });
    bearer.bearer = account.tokens.access_token;
    expect((await bearer.get(currentUser, '/api/user')).status).toBe(401);
    const login = await attempt(placeholder, account.password, '198.18.7.3');
    expect(login.status).toBe(422);
    expect(login.body.errors).toMatchObject(refusedEmail);
    expect(login.setCookies).toEqual([]);
  });
});
