import { describe, expect, it } from 'vitest';
import { POST as register } from '@/app/api/register/route';
import { REGISTERED_MESSAGE } from '@/lib/users/accounts';
import { POST as verify } from '@/app/api/email/verify/route';
import { POST as resend } from '@/app/api/email/verification-notification/route';
import { POST as sessionRefresh } from '@/app/api/user/session-refresh/route';
import { GET as user } from '@/app/api/user/route';
import { GET as addresses } from '@/app/api/user/addresses/route';
import { ERRORS } from '@/lib/errors';
import { db } from '@/lib/db';
import { readOutbox } from '@/lib/mail/transport';
import { ApiClient, registerUser, setCookie, setUpTemporaryFiles, verificationLink } from '../support/api-client';

setUpTemporaryFiles();

const signUp = (overrides: Record<string, unknown> = {}, client = new ApiClient()) =>
  client.post(register, '/api/register', {
    json: {
      name: 'Marta Ruiz',
      email: 'marta.ruiz@example.com',
      password: 'Paella2024',
      password_confirmation: 'Paella2024',
      terms: true,
      ...overrides,
    },
  });

const invalidLink = (message: string) => ({
  code: 'validation_failed',
  message,
  errors: { token: [message] },
});

describe('POST /api/register', () => {
  it('creates an unverified user, signs nobody in and mails a verification link that activates and signs in', async () => {
    const client = new ApiClient();
    const response = await signUp({ email: ' Marta.Ruiz@Example.com', receive_publicity: true }, client);
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: REGISTERED_MESSAGE });
    expect(setCookie(response, 'sesion')).toBeUndefined();

    const stored = await db.user.findUniqueOrThrow({ where: { email: 'marta.ruiz@example.com' } });
    expect(stored).toMatchObject({
      name: 'Marta Ruiz',
      role: 'customer',
      emailVerifiedAt: null,
      receivePublicity: true,
    });
    expect(stored.passwordHash).toMatch(/^scrypt\$/);

    const mails = readOutbox({ to: 'marta.ruiz@example.com' });
    expect(mails.map((mail) => mail.subject)).toEqual(['Confirma tu correo electrónico']);
    const link = verificationLink('marta.ruiz@example.com');
    expect(link).toEqual({ id: stored.id, token: expect.stringMatching(/^[\w-]{40,}$/) });

    const verified = await client.post(verify, '/api/email/verify', { json: link });
    expect(verified.status).toBe(200);
    expect(setCookie(verified, 'sesion')).toBeDefined();
    const me = await client.get(user, '/api/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'marta.ruiz@example.com',
      email_verified_at: expect.any(String),
      points: 0,
    });
    // The link signs in once: opened again, it only says the e-mail is verified.
    const again = await new ApiClient().post(verify, '/api/email/verify', { json: link });
    expect(again.status).toBe(200);
    expect(setCookie(again, 'sesion')).toBeUndefined();
  });

  it('answers an e-mail that already has an account exactly like a new one, and tells its owner', async () => {
    const known = await signUp({ email: 'Cliente@Example.com' });
    const fresh = await signUp({ email: `nueva-${Date.now()}@example.com` });
    expect([known.status, known.body]).toEqual([fresh.status, fresh.body]);
    expect(setCookie(known, 'sesion')).toBeUndefined();
    expect(readOutbox({ to: 'cliente@example.com' })[0]?.subject).toBe(
      'Alguien ha intentado registrarse con tu correo',
    );
    const demo = await db.user.findUniqueOrThrow({ where: { email: 'cliente@example.com' }, select: { name: true } });
    expect(demo.name).not.toBe('Marta Ruiz');
  });

  it.each([
    [
      'a short password',
      { password: 'Pae1', password_confirmation: 'Pae1' },
      'password',
      'La contraseña debe tener al menos 8 caracteres.',
    ],
    [
      'no digit',
      { password: 'Paellaaaa', password_confirmation: 'Paellaaaa' },
      'password',
      'La contraseña debe incluir al menos un número.',
    ],
    [
      'no letter',
      { password: '12345678', password_confirmation: '12345678' },
      'password',
      'La contraseña debe incluir al menos una letra.',
    ],
    [
      'a different confirmation',
      { password_confirmation: 'Paella2025' },
      'password_confirmation',
      'Las contraseñas no coinciden.',
    ],
    ['terms not accepted', { terms: false }, 'terms', 'Debes aceptar las condiciones y la política de privacidad.'],
    ['a bad e-mail', { email: 'marta@' }, 'email', 'Escribe un correo electrónico válido.'],
  ])('answers 422 in Spanish for %s and creates nothing', async (_, overrides, field, message) => {
    const users = await db.user.count();
    const response = await signUp({ email: 'otra.persona@example.com', ...overrides });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      code: 'validation_failed',
      message: ERRORS.validation_failed.message,
      errors: { [field]: [message] },
    });
    expect(await db.user.count()).toBe(users);
  });

  it('answers 429 after five registrations from one IP', async () => {
    const client = new ApiClient();
    for (let i = 0; i < 5; i++) expect((await signUp({ terms: false }, client)).status).toBe(422);
    const limited = await signUp({ terms: false }, client);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('e-mail verification', () => {
  it('keeps an unverified user out of verified-only endpoints until the link is followed', async () => {
    const account = await registerUser({ verified: false });
    const refused = await account.client.get(addresses, '/api/user/addresses');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'email_not_verified', message: ERRORS.email_not_verified.message });
    expect((await account.client.get(user, '/api/user')).status).toBe(200);

    const link = verificationLink(account.email);
    const verified = await account.client.post(verify, '/api/email/verify', { json: link });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ verified: true });
    expect(setCookie(verified, 'sesion')).toBeDefined();
    const { emailVerifiedAt } = await db.user.findUniqueOrThrow({ where: { id: account.id } });
    expect(emailVerifiedAt).not.toBeNull();

    const allowed = await account.client.get(addresses, '/api/user/addresses');
    expect(allowed.status).toBe(200);
    expect(allowed.body).toEqual({ data: [] });

    // The same link again: the account is already verified, so it says so and changes nothing.
    const again = await new ApiClient().post(verify, '/api/email/verify', { json: link });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ verified: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: account.id } })).emailVerifiedAt).toEqual(emailVerifiedAt);
  });

  it('refuses a link superseded by a resend, accepts the new one, then reports already verified', async () => {
    const account = await registerUser({ verified: false });
    const old = verificationLink(account.email);
    const sent = await account.client.post(resend, '/api/email/verification-notification');
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ status: 'verification-link-sent' });
    expect(readOutbox({ to: account.email })).toHaveLength(2);
    const fresh = verificationLink(account.email);
    expect(fresh.token).not.toBe(old.token);

    const stale = await new ApiClient().post(verify, '/api/email/verify', { json: old });
    expect(stale.status).toBe(422);
    expect(stale.body).toEqual(invalidLink('Este enlace ya se ha usado.'));
    expect((await db.user.findUniqueOrThrow({ where: { id: account.id } })).emailVerifiedAt).toBeNull();

    expect((await new ApiClient().post(verify, '/api/email/verify', { json: fresh })).status).toBe(200);
    const after = await account.client.post(resend, '/api/email/verification-notification');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ status: 'already_verified' });
    expect(readOutbox({ to: account.email })).toHaveLength(2);
  });

  it('refuses an expired link and a link with another user id', async () => {
    const account = await registerUser({ verified: false });
    const link = verificationLink(account.email);
    const other = await new ApiClient().post(verify, '/api/email/verify', { json: { ...link, id: link.id - 1 } });
    expect(other.status).toBe(422);
    expect(other.body).toEqual(invalidLink('El enlace no es válido.'));

    await db.userToken.updateMany({
      where: { userId: account.id, purpose: 'email_verification' },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await new ApiClient().post(verify, '/api/email/verify', { json: link });
    expect(expired.status).toBe(422);
    expect(expired.body).toEqual(
      invalidLink('El enlace ha caducado. Te enviamos uno nuevo desde la página de verificación.'),
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: account.id } })).emailVerifiedAt).toBeNull();
  });

  it('POST /api/user/session-refresh rewrites the cookie after the link was opened elsewhere', async () => {
    const account = await registerUser({ verified: false });
    const before = await account.client.post(sessionRefresh, '/api/user/session-refresh');
    expect(before.body).toEqual({ email_verified: false });
    await new ApiClient().post(verify, '/api/email/verify', { json: verificationLink(account.email) });
    const cookie = account.client.cookie('sesion');
    const after = await account.client.post(sessionRefresh, '/api/user/session-refresh');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ email_verified: true });
    expect(account.client.cookie('sesion')).not.toBe(cookie);
    const viaBearer = await new ApiClient({ bearer: account.tokens.access_token }).post(
      sessionRefresh,
      '/api/user/session-refresh',
    );
    expect(viaBearer.body).toEqual({ email_verified: true });
    expect(setCookie(viaBearer, 'sesion')).toBeUndefined();
  });
});
