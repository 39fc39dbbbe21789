import { describe, expect, it } from 'vitest';
import { POST as forgot } from '@/app/api/forgot-password/route';
import { POST as reset } from '@/app/api/reset-password/route';
import { POST as login } from '@/app/api/login/route';
import { GET as user } from '@/app/api/user/route';
import { db } from '@/lib/db';
import { readOutbox } from '@/lib/mail/transport';
import { ApiClient, mailedLink, registerUser, signIn, setUpTemporaryFiles } from '../support/api-client';

setUpTemporaryFiles();

const ACCEPTED = {
  message: 'Si existe una cuenta con ese correo, te hemos enviado un enlace para restablecer la contraseña.',
};
const NEW_PASSWORD = 'Croqueta2025';

const requestReset = (email: string, client = new ApiClient()) =>
  client.post(forgot, '/api/forgot-password', { json: { email } });

/** Asks for a reset link and reads its token and e-mail from the mail. */
async function resetLink(email: string) {
  expect((await requestReset(email)).status).toBe(202);
  const url = mailedLink(email, /^\/restablecer-contrasena$/);
  return { token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
}

const resetWith = (link: { token: string; email: string }, password = NEW_PASSWORD) =>
  new ApiClient().post(reset, '/api/reset-password', {
    json: { ...link, password, password_confirmation: password },
  });

const refusedLink = (message: string) => ({
  code: 'validation_failed',
  message: 'Revisa los datos introducidos',
  errors: { token: [message] },
});

describe('POST /api/forgot-password', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const account = await registerUser();
    const known = await requestReset(account.email);
    const unknown = await requestReset('nadie.registrado@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(ACCEPTED);
    expect(unknown.body).toEqual(ACCEPTED);
    expect(readOutbox({ to: account.email }).map((mail) => mail.subject)).toEqual([
      'Restablece tu contraseña',
      'Confirma tu correo electrónico',
    ]);
    expect(readOutbox({ to: 'nadie.registrado@example.com' })).toEqual([]);
  });

  it('answers 429 after three requests from one IP', async () => {
    const client = new ApiClient();
    for (let i = 0; i < 3; i++) expect((await requestReset('nadie@example.com', client)).status).toBe(202);
    const limited = await requestReset('nadie@example.com', client);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password once, signs out every session and mails a notice', async () => {
    const account = await registerUser();
    const elsewhere = await signIn(account);
    const link = await resetLink(account.email);
    expect(link.email).toBe(account.email);

    const response = await resetWith(link);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión.' });
    expect(readOutbox({ to: account.email })[0]?.subject).toBe('Tu contraseña ha cambiado');

    // Sessions opened before the reset are gone, by cookie and by token.
    expect((await account.client.get(user, '/api/user')).status).toBe(401);
    expect((await elsewhere.client.get(user, '/api/user')).status).toBe(401);
    expect((await new ApiClient({ bearer: elsewhere.tokens.access_token }).get(user, '/api/user')).status).toBe(401);

    const withOld = await new ApiClient().post(login, '/api/login', {
      json: { email: account.email, password: account.password },
    });
    expect(withOld.status).toBe(422);
    expect(withOld.body.code).toBe('invalid_credentials');
    // A failed login makes the next attempt at the account wait a second (lib/auth/login-throttle.ts).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await signIn({ email: account.email, password: NEW_PASSWORD });

    const reused = await resetWith(link, 'OtraDistinta99');
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual(refusedLink('Este enlace ya se ha usado. Pide uno nuevo.'));
    await signIn({ email: account.email, password: NEW_PASSWORD });
  });

  it('refuses an expired link and leaves the password as it was', async () => {
    const account = await registerUser();
    const link = await resetLink(account.email);
    await db.userToken.updateMany({
      where: { userId: account.id, purpose: 'password_reset' },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: account.id } });
    const response = await resetWith(link);
    expect(response.status).toBe(422);
    expect(response.body).toEqual(refusedLink('El enlace ha caducado. Pide uno nuevo.'));
    expect((await db.user.findUniqueOrThrow({ where: { id: account.id } })).passwordHash).toBe(passwordHash);
    expect((await account.client.get(user, '/api/user')).status).toBe(200);
  });

  it.each([
    ['another e-mail', (link: { token: string; email: string }) => ({ ...link, email: 'cliente@example.com' })],
    ['a made-up token', (link: { token: string; email: string }) => ({ ...link, token: 'x'.repeat(43) })],
  ])('refuses a token with %s', async (_, change) => {
    const account = await registerUser();
    const link = await resetLink(account.email);
    const response = await resetWith(change(link));
    expect(response.status).toBe(422);
    expect(response.body).toEqual(refusedLink('El enlace no es válido. Pide uno nuevo.'));
    // The real link still works afterwards.
    expect((await resetWith(link)).status).toBe(200);
  });

  it('refuses a weak new password in Spanish', async () => {
    const account = await registerUser();
    const link = await resetLink(account.email);
    const response = await resetWith(link, 'corta1');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ password: ['La contraseña debe tener al menos 8 caracteres.'] });
  });
});
