import { z } from 'zod';
import { emailField, nameField } from './fields';

/** At least 8 characters with a letter and a digit; at most 128 (scrypt input stays bounded). */
export const newPasswordField = z
  .string({ error: 'Escribe una contraseña.' })
  .min(8, 'La contraseña debe tener al menos 8 caracteres.')
  .max(128, 'La contraseña no puede superar los 128 caracteres.')
  .regex(/[A-Za-zÀ-ÿ]/, 'La contraseña debe incluir al menos una letra.')
  .regex(/\d/, 'La contraseña debe incluir al menos un número.');

const passwordField = z.string({ error: 'Escribe tu contraseña.' }).min(1, 'Escribe tu contraseña.').max(128);

export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
  remember: z.boolean().optional(),
});

export const registerSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string({ error: 'Repite la contraseña.' }),
    terms: z.literal(true, { error: 'Debes aceptar las condiciones y la política de privacidad.' }),
    receive_publicity: z.boolean().optional(),
  })
  .refine((data) => data.password === data.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Las contraseñas no coinciden.',
  });

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(10, 'El enlace no es válido.').max(200),
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string({ error: 'Repite la contraseña.' }),
  })
  .refine((data) => data.password === data.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Las contraseñas no coinciden.',
  });

export const changePasswordSchema = z
  .object({
    current_password: passwordField,
    password: newPasswordField,
    password_confirmation: z.string({ error: 'Repite la contraseña.' }),
  })
  .refine((data) => data.password === data.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Las contraseñas no coinciden.',
  });

export const confirmPasswordSchema = z.object({ password: passwordField });

export const twoFactorChallengeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'El código tiene 6 cifras.')
      .optional(),
    recovery_code: z.string().trim().min(5, 'Escribe un código de recuperación.').max(40).optional(),
  })
  .refine((data) => data.code || data.recovery_code, {
    path: ['code'],
    message: 'Escribe el código de tu aplicación.',
  });

export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'El código tiene 6 cifras.'),
});

export const refreshSchema = z.object({ refresh_token: z.string().min(10).max(200) });

export const localeSchema = z.object({ locale: z.enum(['es'], { error: 'Ese idioma no está disponible.' }) });
