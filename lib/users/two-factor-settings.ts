import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { decrypt, encrypt } from '@/lib/auth/encryption';
import {
  consumeRecoveryCode,
  generateRecoveryCodes,
  generateTwoFactorSecret,
  hashRecoveryCode,
  totpStep,
  twoFactorQrSvg,
  twoFactorUri,
} from '@/lib/auth/two-factor';
import { sendMail } from '@/lib/mail/transport';
import { twoFactorChangedEmail } from '@/lib/mail/templates';

// Two-factor authentication of an account, as Laravel Fortify shapes it:
// enable (secret + recovery codes) → confirm with a first code → challenge at
// login. Recovery codes are stored hashed, so they are shown once, when made.

async function readSecret(userId: number) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      email: true,
      name: true,
      twoFactorSecret: true,
      twoFactorRecoveryCodes: true,
      twoFactorConfirmedAt: true,
    },
  });
  return { ...user, secret: user.twoFactorSecret ? decrypt(user.twoFactorSecret) : null };
}

/** Starts enabling: a new secret and recovery codes, unconfirmed until a first code is given. */
export async function enableTwoFactor(userId: number): Promise<{ recovery_codes: string[] }> {
  const { twoFactorConfirmedAt } = await readSecret(userId);
  if (twoFactorConfirmedAt) {
    throw new AppError('validation_failed', {
      errors: { two_factor: ['La verificación en dos pasos ya está activada.'] },
    });
  }
  const codes = generateRecoveryCodes();
  await db.user.update({
    where: { id: userId },
    data: {
      twoFactorSecret: encrypt(generateTwoFactorSecret()),
      twoFactorRecoveryCodes: JSON.stringify(codes.map(hashRecoveryCode)),
      twoFactorConfirmedAt: null,
    },
  });
  return { recovery_codes: codes };
}

export async function twoFactorQrCode(userId: number): Promise<{ svg: string; url: string; secret: string }> {
  const { secret, email } = await readSecret(userId);
  if (!secret) throw new AppError('not_found', { message: 'Activa primero la verificación en dos pasos.' });
  const url = twoFactorUri({ secret, email, issuer: env.COMPANY_TRADE_NAME });
  return { svg: await twoFactorQrSvg(url), url, secret };
}

export async function confirmTwoFactor(userId: number, code: string): Promise<void> {
  const { secret, name, email, twoFactorConfirmedAt } = await readSecret(userId);
  if (!secret || twoFactorConfirmedAt)
    throw new AppError('validation_failed', { errors: { code: ['Activa primero la verificación en dos pasos.'] } });
  const step = totpStep(secret, code);
  // The code that confirms the set-up is spent like a login code: it cannot sign in afterwards (issue 9, finding 8).
  const confirmed =
    step !== null &&
    (
      await db.user.updateMany({
        where: {
          id: userId,
          twoFactorConfirmedAt: null,
          OR: [{ twoFactorLastStep: null }, { twoFactorLastStep: { lt: step } }],
        },
        data: { twoFactorConfirmedAt: new Date(), twoFactorLastStep: step },
      })
    ).count === 1;
  if (!confirmed) throw new AppError('validation_failed', { errors: { code: ['El código no es correcto.'] } });
  await sendMail({ to: email, ...(await twoFactorChangedEmail({ name, enabled: true, when: new Date() })) });
}

export async function disableTwoFactor(userId: number): Promise<void> {
  const { name, email, twoFactorConfirmedAt } = await readSecret(userId);
  await db.user.update({
    where: { id: userId },
    data: { twoFactorSecret: null, twoFactorRecoveryCodes: null, twoFactorConfirmedAt: null, twoFactorLastStep: null },
  });
  if (twoFactorConfirmedAt)
    await sendMail({ to: email, ...(await twoFactorChangedEmail({ name, enabled: false, when: new Date() })) });
}

export async function regenerateRecoveryCodes(userId: number): Promise<{ recovery_codes: string[] }> {
  const { twoFactorConfirmedAt } = await readSecret(userId);
  if (!twoFactorConfirmedAt)
    throw new AppError('validation_failed', {
      errors: { two_factor: ['La verificación en dos pasos no está activada.'] },
    });
  const codes = generateRecoveryCodes();
  await db.user.update({
    where: { id: userId },
    data: { twoFactorRecoveryCodes: JSON.stringify(codes.map(hashRecoveryCode)) },
  });
  return { recovery_codes: codes };
}

export async function recoveryCodesLeft(userId: number): Promise<number> {
  const { twoFactorRecoveryCodes } = await readSecret(userId);
  return twoFactorRecoveryCodes ? (JSON.parse(twoFactorRecoveryCodes) as string[]).length : 0;
}

/** The second step of a login: a TOTP code or a recovery code (spent on use). */
export async function passTwoFactorChallenge(
  userId: number,
  input: { code?: string; recovery_code?: string },
): Promise<boolean> {
  const { secret, twoFactorRecoveryCodes, twoFactorConfirmedAt } = await readSecret(userId);
  if (!secret || !twoFactorConfirmedAt) return false;
  if (input.code) {
    const step = totpStep(secret, input.code);
    if (step === null) return false;
    // A code works once: only a step later than the last one used is accepted (conditional update).
    const used = await db.user.updateMany({
      where: { id: userId, OR: [{ twoFactorLastStep: null }, { twoFactorLastStep: { lt: step } }] },
      data: { twoFactorLastStep: step },
    });
    return used.count === 1;
  }
  if (!input.recovery_code || !twoFactorRecoveryCodes) return false;
  const remaining = consumeRecoveryCode(JSON.parse(twoFactorRecoveryCodes) as string[], input.recovery_code);
  if (!remaining) return false;
  // Conditional on the stored codes being unchanged: a code cannot be spent twice at once.
  const spent = await db.user.updateMany({
    where: { id: userId, twoFactorRecoveryCodes },
    data: { twoFactorRecoveryCodes: JSON.stringify(remaining) },
  });
  return spent.count === 1;
}
