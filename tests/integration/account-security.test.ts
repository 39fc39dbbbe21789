import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { POST as confirm } from '@/app/api/user/confirm-password/route';
import { GET as confirmedStatus } from '@/app/api/user/confirmed-password-status/route';
import { DELETE as deletePaymentMethod } from '@/app/api/user/payment-methods/[id]/route';
import { PUT as changePassword } from '@/app/api/user/password/route';
import { POST as enableTwoFactor } from '@/app/api/user/two-factor-authentication/route';
import { GET as user, DELETE as deleteUser } from '@/app/api/user/route';
import { PUT as profile } from '@/app/api/user/profile-information/route';
import { GET as addresses } from '@/app/api/user/addresses/route';
import { POST as login } from '@/app/api/login/route';
import { POST as verify } from '@/app/api/email/verify/route';
import { ERRORS } from '@/lib/errors';
import { db } from '@/lib/db';
import { readOutbox } from '@/lib/mail/transport';
import {
  ApiClient,
  confirmPassword,
  registerUser,
  signIn,
  setUpTemporaryFiles,
  verificationLink,
} from '../support/api-client';

setUpTemporaryFiles();

const CONFIRMATION_REQUIRED = {
  code: 'password_confirmation_required',
  message: ERRORS.password_confirmation_required.message,
};
const HOUR = 60 * 60 * 1000;
const NEW_PASSWORD = 'Horchata2025';

type Account = Awaited<ReturnType<typeof registerUser>>;

async function accountWithCard() {
  const account = await registerUser();
  const card = await db.paymentMethod.create({
    data: {
      userId: account.id,
      gateway: 'redsys',
      gatewayReference: `ref-${account.id}`,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    },
  });
  return { ...account, card };
}

type WithCard = Awaited<ReturnType<typeof accountWithCard>>;
type Row = { passwordHash: string } | null;
const userRow = (account: Account): Promise<Row> => db.user.findUnique({ where: { id: account.id } });

/** The sensitive actions, each with what shows that it happened (given the user row before). */
type Action = (account: WithCard) => Promise<{ status: number; body: unknown }>;
type Happened = (account: WithCard, before: Row) => Promise<boolean>;
const ACTIONS: Array<[string, Action, Happened]> = [
  [
    'DELETE /api/user/payment-methods/{id}',
    ({ client, card }) =>
      client.delete(deletePaymentMethod, `/api/user/payment-methods/${card.id}`, { params: { id: String(card.id) } }),
    async (account) => (await db.paymentMethod.count({ where: { userId: account.id } })) === 0,
  ],
  [
    'PUT /api/user/password',
    ({ client, password }) =>
      client.put(changePassword, '/api/user/password', {
        json: { current_password: password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      }),
    async (account, before) => (await userRow(account))?.passwordHash !== before?.passwordHash,
  ],
  [
    'POST /api/user/two-factor-authentication',
    ({ client }) => client.post(enableTwoFactor, '/api/user/two-factor-authentication'),
    async (account) => (await db.user.findUniqueOrThrow({ where: { id: account.id } })).twoFactorSecret !== null,
  ],
  [
    'DELETE /api/user',
    ({ client }) => client.delete(deleteUser, '/api/user', { json: { confirmation: 'ELIMINAR' } }),
    async (account) => (await userRow(account)) === null,
  ],
];

const sessionOf = (account: Account) => String(decodeJwt(account.tokens.access_token).sid);

describe('password confirmation', () => {
  it.each(ACTIONS)('%s answers 423 without a recent confirmation and changes nothing', async (_, action, happened) => {
    const account = await accountWithCard();
    const before = await userRow(account);
    const response = await action(account);
    expect(response.status).toBe(423);
    expect(response.body).toEqual(CONFIRMATION_REQUIRED);
    expect(await happened(account, before)).toBe(false);
    expect(await userRow(account)).toEqual(before);
  });

  it.each(ACTIONS)('%s works after POST /api/user/confirm-password', async (_, action, happened) => {
    const account = await accountWithCard();
    const before = await userRow(account);
    expect((await account.client.get(confirmedStatus, '/api/user/confirmed-password-status')).body).toEqual({
      confirmed: false,
    });
    const confirmed = await account.client.post(confirm, '/api/user/confirm-password', {
      json: { password: account.password },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ confirmed: true });
    expect((await account.client.get(confirmedStatus, '/api/user/confirmed-password-status')).body).toEqual({
      confirmed: true,
    });
    expect([200, 204]).toContain((await action(account)).status);
    expect(await happened(account, before)).toBe(true);
  });

  it('refuses a wrong password and does not confirm', async () => {
    const account = await registerUser();
    const response = await account.client.post(confirm, '/api/user/confirm-password', {
      json: { password: 'NoEsEsta123' },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ password: ['La contraseña no es correcta.'] });
    expect((await account.client.get(confirmedStatus, '/api/user/confirmed-password-status')).body).toEqual({
      confirmed: false,
    });
  });

  it('lasts three hours', async () => {
    const account = await accountWithCard();
    await confirmPassword(account.client, account.password);
    const confirmedAgo = (ms: number) =>
      db.userSession.update({
        where: { id: sessionOf(account) },
        data: { passwordConfirmedAt: new Date(Date.now() - ms) },
      });
    const enable = () => account.client.post(enableTwoFactor, '/api/user/two-factor-authentication');

    await confirmedAgo(3 * HOUR + 1000);
    const expired = await enable();
    expect(expired.status).toBe(423);
    expect(expired.body).toEqual(CONFIRMATION_REQUIRED);
    expect((await account.client.get(confirmedStatus, '/api/user/confirmed-password-status')).body).toEqual({
      confirmed: false,
    });

    await confirmedAgo(3 * HOUR - 60_000);
    expect((await enable()).status).toBe(200);
  });

  it('belongs to the session: another session of the same user still gets 423', async () => {
    const account = await accountWithCard();
    await confirmPassword(account.client, account.password);
    const { client } = await signIn(account);
    expect((await client.post(enableTwoFactor, '/api/user/two-factor-authentication')).status).toBe(423);
  });
});

describe('PUT /api/user/password', () => {
  it('checks the current password, signs out the other sessions and keeps this one', async () => {
    const account = await registerUser();
    const other = await signIn(account);
    await confirmPassword(account.client, account.password);
    const change = (current: string) =>
      account.client.put(changePassword, '/api/user/password', {
        json: { current_password: current, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      });

    const wrong = await change('NoEsEsta123');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['La contraseña actual no es correcta.'] });

    const changed = await change(account.password);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: 'Tu contraseña se ha cambiado.' });
    expect(readOutbox({ to: account.email })[0]?.subject).toBe('Tu contraseña ha cambiado');
    expect((await account.client.get(user, '/api/user')).status).toBe(200);
    expect((await other.client.get(user, '/api/user')).status).toBe(401);
    expect((await new ApiClient({ bearer: other.tokens.access_token }).get(user, '/api/user')).status).toBe(401);
    await signIn({ email: account.email, password: NEW_PASSWORD });
  });
});

describe('changing the e-mail in PUT /api/user/profile-information', () => {
  const profileWith = (account: Account, email: string) => ({
    name: 'Nombre Cambiado',
    email,
    receive_publicity: false,
  });

  it('answers 423 without a confirmation and changes nothing', async () => {
    const account = await registerUser();
    const response = await account.client.put(profile, '/api/user/profile-information', {
      json: profileWith(account, 'nuevo.correo@example.com'),
    });
    expect(response.status).toBe(423);
    expect(response.body).toEqual(CONFIRMATION_REQUIRED);
    const stored = await db.user.findUniqueOrThrow({ where: { id: account.id } });
    expect(stored.email).toBe(account.email);
    expect(stored.emailVerifiedAt).not.toBeNull();
    expect(readOutbox({ to: 'nuevo.correo@example.com' })).toEqual([]);
  });

  it('with a confirmation: changes it, unverifies it and mails a new verification link', async () => {
    const account = await registerUser();
    await confirmPassword(account.client, account.password);
    const taken = await account.client.put(profile, '/api/user/profile-information', {
      json: profileWith(account, 'cliente@example.com'),
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: ['Ya existe una cuenta con este correo electrónico.'] });

    const response = await account.client.put(profile, '/api/user/profile-information', {
      json: profileWith(account, 'Otro.Correo@Example.com'),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Nombre Cambiado',
      email: 'otro.correo@example.com',
      email_verified_at: null,
    });
    expect(readOutbox({ to: 'otro.correo@example.com' }).map((mail) => mail.subject)).toEqual([
      'Confirma tu correo electrónico',
    ]);
    expect((await account.client.get(addresses, '/api/user/addresses')).status).toBe(403);

    const link = verificationLink('otro.correo@example.com');
    expect((await account.client.post(verify, '/api/email/verify', { json: link })).status).toBe(200);
    expect((await account.client.get(addresses, '/api/user/addresses')).status).toBe(200);
  });
});

describe('DELETE /api/user', () => {
  it('needs the word ELIMINAR, then deletes the account so it can no longer sign in', async () => {
    const account = await registerUser();
    await confirmPassword(account.client, account.password);
    const unconfirmed = await account.client.delete(deleteUser, '/api/user', { json: { confirmation: 'borrar' } });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.errors).toEqual({ confirmation: ['Escribe ELIMINAR para confirmar.'] });

    const deleted = await account.client.delete(deleteUser, '/api/user', { json: { confirmation: 'ELIMINAR' } });
    expect(deleted.status).toBe(204);
    expect(account.client.cookie('sesion')).toBeUndefined();
    expect(await db.user.findUnique({ where: { id: account.id } })).toBeNull();

    const again = await new ApiClient().post(login, '/api/login', {
      json: { email: account.email, password: account.password },
    });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('invalid_credentials');
    expect((await new ApiClient({ bearer: account.tokens.access_token }).get(user, '/api/user')).status).toBe(401);
  });
});
