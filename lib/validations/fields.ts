import { z } from 'zod';
import { SPANISH_POSTAL_CODE } from '@/lib/vocabulary/postal-code';
import { isUndeliverableEmail, NAME_LENGTH, normalisePhone, SPANISH_PHONE } from '@/lib/vocabulary/person';

// Field schemas composed once and reused by route handlers, forms and tests.
z.config(z.locales.es());

/** A person's name; `ask` is what to say when it is missing: their own, or someone else's in the back office. */
const personName = (ask: string) =>
  z.string({ error: ask }).trim().min(NAME_LENGTH.min, ask).max(NAME_LENGTH.max, 'El nombre es demasiado largo.');

export const nameField = personName('Escribe tu nombre.');
/** The name of the person a manager adds or edits. */
export const otherPersonNameField = personName('Escribe el nombre de la persona.');

export const emailField = z
  .string({ error: 'Escribe tu correo electrónico.' })
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email('Escribe un correo electrónico válido.')
      .max(190, 'El correo electrónico es demasiado largo.')
      .refine((email) => !isUndeliverableEmail(email), 'Escribe un correo electrónico válido.'),
  );

/** Spanish phone numbers: 9 digits starting 6, 7, 8 or 9, optional +34 / 0034. */
export const phoneField = z
  .string({ error: 'Escribe un teléfono válido de 9 cifras.' })
  .transform(normalisePhone)
  .pipe(z.string().regex(SPANISH_PHONE, 'Escribe un teléfono válido de 9 cifras.'));

export const optionalPhoneField = z
  .union([z.literal(''), phoneField])
  .optional()
  .transform((value) => value || undefined);

export const messageField = z
  .string({ error: 'Escribe tu mensaje.' })
  .trim()
  .min(10, 'Cuéntanos un poco más (al menos 10 caracteres).')
  .max(5000, 'El mensaje no puede superar los 5000 caracteres.');

export const acceptedField = z.literal(true, { error: 'Debes aceptar la política de privacidad.' });

export const optionalIdField = z
  .union([z.literal(''), z.coerce.number().int().positive()])
  .optional()
  .transform((value) => (value === '' || value === undefined ? undefined : value));

/** Spanish postal codes: 01000–52999. */
export const postalCodeField = z
  .string({ error: 'Escribe el código postal.' })
  .trim()
  .regex(SPANISH_POSTAL_CODE, 'Escribe un código postal español de 5 cifras.');
