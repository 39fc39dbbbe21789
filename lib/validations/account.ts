import { z } from 'zod';
import { emailField, nameField, phoneField, postalCodeField } from './fields';
import { nifKind, normalizeNif, validateNif } from '@/lib/tax/nif';

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((value) => value || null);

/** A date (YYYY-MM-DD) in the past, not before 1900. */
const pastDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .transform((value) => new Date(`${value}T00:00:00Z`))
    .refine(
      (date) => !Number.isNaN(date.getTime()) && date.getTime() < Date.now() && date.getUTCFullYear() >= 1900,
      message,
    );

export const profileSchema = z.object({
  name: nameField,
  email: emailField,
  phone: z
    .union([z.literal(''), phoneField])
    .optional()
    .nullable()
    .transform((value) => value || null),
  birth_date: z
    .union([z.literal(''), pastDate('Escribe una fecha de nacimiento válida.')])
    .optional()
    .nullable()
    .transform((value) => (value instanceof Date ? value : null)),
  nif: z
    .string()
    .trim()
    .optional()
    .nullable()
    .transform((value) => (value ? normalizeNif(value) : null))
    // A person's profile: a DNI or NIE (a company's CIF goes on an invoice request).
    .refine(
      (value) => value === null || (nifKind(value) !== 'cif' && validateNif(value).ok),
      'Escribe un DNI o NIE válido (con su letra).',
    ),
  receive_publicity: z.boolean().optional().default(false),
});

export const addressSchema = z.object({
  street: z
    .string({ error: 'Escribe la calle.' })
    .trim()
    .min(2, 'Escribe la calle.')
    .max(150, 'La calle es demasiado larga.'),
  number: z
    .string({ error: 'Escribe el número.' })
    .trim()
    .min(1, 'Escribe el número.')
    .max(10, 'El número es demasiado largo.'),
  floor: optionalText(10, 'El piso es demasiado largo.'),
  door: optionalText(10, 'La puerta es demasiado larga.'),
  postal_code: postalCodeField,
  province: z
    .string({ error: 'Escribe la provincia.' })
    .trim()
    .min(2, 'Escribe la provincia.')
    .max(60, 'La provincia es demasiado larga.'),
  town: z
    .string({ error: 'Escribe la población.' })
    .trim()
    .min(2, 'Escribe la población.')
    .max(80, 'La población es demasiado larga.'),
  country: z.string().trim().max(60, 'El país es demasiado largo.').optional().default('España'),
  notes: optionalText(200, 'Las indicaciones no pueden superar los 200 caracteres.'),
  is_default: z.boolean().optional().default(false),
});

export const childSchema = z.object({
  name: z
    .string({ error: 'Escribe el nombre.' })
    .trim()
    .min(1, 'Escribe el nombre.')
    .max(60, 'El nombre es demasiado largo.'),
  birth_date: pastDate('Escribe una fecha de nacimiento válida.'),
});

export const preferencesSchema = z.object({
  allergens: z.array(z.string()).max(14),
  preferences: z.array(z.string()).max(20),
});

export const deleteAccountSchema = z.object({
  confirmation: z.literal('ELIMINAR', { error: 'Escribe ELIMINAR para confirmar.' }),
});
