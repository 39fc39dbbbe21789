import 'server-only';
import { db } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { permissionsOf } from '@/lib/auth/permissions';
import { revokeOtherSessions } from '@/lib/auth/sessions';
import { isUniqueViolation } from '@/lib/api/prisma-errors';
import { runLater, sendMailLater } from '@/lib/mail/queue';
import { sendMail } from '@/lib/mail/transport';
import { emailChangedEmail, passwordChangedEmail, registrationAttemptEmail } from '@/lib/mail/templates';
import { sendVerificationEmail } from '@/lib/users/email-verification';
import { loyaltyPoints } from '@/lib/users/loyalty';
import { profilePhotoUrl, removePhotoFile } from '@/lib/users/profile-photo';

// A dummy hash to verify against when the e-mail is unknown, so a login for
// an unknown e-mail costs the same time as a wrong password (no enumeration).
let dummyHash: Promise<string> | null = null;

/** The user id when the e-mail and password match, else null (same cost either way). */
export async function checkCredentials(email: string, password: string): Promise<number | null> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, passwordHash: true } });
  if (!user) {
    dummyHash ??= hashPassword('contraseña-que-nadie-usa-1');
    await verifyPassword(password, await dummyHash);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user.id : null;
}

export async function hasTwoFactor(userId: number): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { twoFactorConfirmedAt: true } });
  return Boolean(user?.twoFactorConfirmedAt);
}

/** GET /api/user: the signed-in user as the spec's clients read it. */
export async function getUserResource(userId: number) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      name: true,
      email: true,
      emailVerifiedAt: true,
      phone: true,
      birthDate: true,
      nif: true,
      receivePublicity: true,
      profilePhotoPath: true,
      role: true,
      locale: true,
      twoFactorConfirmedAt: true,
      createdAt: true,
    },
  });
  const points = await loyaltyPoints(userId);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    phone: user.phone,
    birth_date: user.birthDate?.toISOString().slice(0, 10) ?? null,
    nif: user.nif,
    receive_publicity: user.receivePublicity,
    profile_photo_url: profilePhotoUrl(user.profilePhotoPath),
    role: user.role,
    permissions: permissionsOf(user.role),
    locale: user.locale,
    two_factor_enabled: user.twoFactorConfirmedAt !== null,
    loyalty: { points },
    points,
    created_at: user.createdAt.toISOString(),
  };
}
export type UserResource = Awaited<ReturnType<typeof getUserResource>>;

/** What «Quiero factura» comes filled with: the NIF saved in the account and its name; nothing without a NIF. */
export async function invoiceDefaults(userId: number): Promise<{ nif: string; name: string } | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { nif: true, name: true } });
  return user?.nif ? { nif: user.nif, name: user.name } : null;
}

/** The answer to every registration, new e-mail or known. */
export const REGISTERED_MESSAGE =
  'Te hemos enviado un correo. Abre el enlace que contiene para activar tu cuenta y entrar.';

export type RegistrationInput = { name: string; email: string; password: string; receivePublicity: boolean };

/**
 * Registration answers the same whether or not the e-mail has an account
 * (issue 9, finding 6): the password is hashed either way (the slow part), a
 * new account gets its verification link and an existing one's owner a
 * notice, both sent after the answer. Nobody is signed in until the link is opened.
 */
export async function registerAccount(input: RegistrationInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const existing = await db.user.findUnique({ where: { email: input.email }, select: { name: true, email: true } });
  if (existing) {
    sendMailLater({ to: existing.email, ...(await registrationAttemptEmail({ name: existing.name })) });
    return;
  }
  try {
    const user = await db.user.create({
      data: { name: input.name, email: input.email, passwordHash, receivePublicity: input.receivePublicity },
      select: { id: true },
    });
    runLater('Verification e-mail', () => sendVerificationEmail(user.id));
  } catch (error) {
    // The same e-mail registered at the same moment: the other request created it.
    if (!isUniqueViolation(error)) throw error;
  }
}

export type ProfileInput = {
  name: string;
  email: string;
  phone: string | null;
  birth_date: Date | null;
  nif: string | null;
  receive_publicity: boolean;
};

/**
 * Updates the profile. A new e-mail must be verified again (the caller sends
 * the verification mail); changing it needs a recent password confirmation.
 */
export async function updateProfile(
  userId: number,
  input: ProfileInput,
  options: { isPasswordConfirmed: boolean },
): Promise<{ emailChanged: boolean }> {
  const current = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, name: true } });
  const emailChanged = current.email !== input.email;
  if (emailChanged && !options.isPasswordConfirmed) throw new AppError('password_confirmation_required');
  try {
    await db.user.update({
      where: { id: userId },
      data: {
        name: input.name,
        email: input.email,
        phone: input.phone,
        birthDate: input.birth_date,
        nif: input.nif,
        receivePublicity: input.receive_publicity,
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
      },
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('validation_failed', {
        errors: { email: ['Ya existe una cuenta con este correo electrónico.'] },
      });
    throw error;
  }
  // The old address hears of it: if someone else changed it, the owner still can (issue 9, finding 11).
  if (emailChanged)
    sendMailLater({
      to: current.email,
      ...(await emailChangedEmail({ name: current.name, newEmail: input.email, when: new Date() })),
    });
  return { emailChanged };
}

export async function changePassword(userId: number, sessionId: string, current: string, next: string): Promise<void> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { name: true, email: true, passwordHash: true },
  });
  if (!(await verifyPassword(current, user.passwordHash))) {
    throw new AppError('validation_failed', { errors: { current_password: ['La contraseña actual no es correcta.'] } });
  }
  await db.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(next) } });
  // Anyone else holding a session with the old password is signed out.
  await revokeOtherSessions(userId, sessionId);
  await sendMail({ to: user.email, ...(await passwordChangedEmail({ name: user.name, when: new Date() })) });
}

export async function checkPassword(userId: number, password: string): Promise<boolean> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  return verifyPassword(password, user.passwordHash);
}

/**
 * Deletes the account and what hangs from it. Orders are kept (the chain must
 * keep its invoices) but their personal data is anonymised.
 */
export async function deleteAccount(userId: number): Promise<void> {
  const { profilePhotoPath, name } = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { profilePhotoPath: true, name: true },
  });
  await db.$transaction(async (tx) => {
    await tx.order.updateMany({
      where: { userId },
      data: { customerName: 'Cliente eliminado', customerPhone: null, addressSnapshot: null, observation: null },
    });
    // Orders and loyalty entries are history the chain keeps: with either, the account is anonymised, not deleted.
    // So are a member of staff's actions on others' orders: the audit log says who cancelled an order (decision
    // 045), and deleting one's account must not erase that.
    const [orders, loyaltyEntries, staffActions] = await Promise.all([
      tx.order.count({ where: { userId } }),
      tx.loyaltyLedgerEntry.count({ where: { userId } }),
      tx.orderStatusChange.count({ where: { changedById: userId, order: { userId: { not: userId } } } }),
    ]);
    if (orders === 0 && loyaltyEntries === 0 && staffActions === 0) {
      await tx.promotionRedemption.deleteMany({ where: { userId } });
      await tx.contactSubmission.updateMany({ where: { userId }, data: { userId: null } });
      await tx.orderStatusChange.updateMany({ where: { changedById: userId }, data: { changedById: null } });
      await tx.user.delete({ where: { id: userId } });
      return;
    }
    // With orders: anonymise the user row instead of deleting it, revoke everything.
    // It runs no restaurant and counts as no manager any more.
    await tx.staffRestaurant.deleteMany({ where: { userId } });
    await tx.user.update({
      where: { id: userId },
      data: {
        role: 'customer',
        // The name stays with what they did on others' orders, as the audit log keeps its authors' names.
        name: staffActions > 0 ? `${name} (cuenta eliminada)` : 'Cliente eliminado',
        email: `eliminado-${userId}-${Date.now()}@invalid`,
        passwordHash: '!',
        phone: null,
        birthDate: null,
        nif: null,
        profilePhotoPath: null,
        receivePublicity: false,
        twoFactorSecret: null,
        twoFactorRecoveryCodes: null,
        twoFactorConfirmedAt: null,
      },
    });
    await tx.address.deleteMany({ where: { userId } });
    await tx.child.deleteMany({ where: { userId } });
    await tx.userAllergen.deleteMany({ where: { userId } });
    await tx.userPreference.deleteMany({ where: { userId } });
    await tx.paymentMethod.deleteMany({ where: { userId } });
    await tx.cartItem.deleteMany({ where: { userId } });
    await tx.userSession.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
    await tx.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } });
  });
  // The photo is served to anyone with its URL: it must not outlive the account.
  if (profilePhotoPath) await removePhotoFile(profilePhotoPath);
}

export async function setLocale(userId: number, locale: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { locale } });
}
