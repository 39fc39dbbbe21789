// A customer's name and Spanish phone number, checked the same way by the
// server's zod schemas (lib/validations/fields.ts) and by the checkout in the
// browser, which must not carry zod for two fields (issue 11).

/**
 * Phone callers without an account get a placeholder customer whose address
 * ends like this: never mailed, never signed in. Nobody can take such an
 * address for an account of their own (emailField refuses `.invalid`), or the
 * caller's later orders would be theirs to read and cancel.
 */
export const PHONE_GUEST_DOMAIN = '@clientes-por-telefono.invalid';

export const isPhoneGuest = (email: string): boolean => email.endsWith(PHONE_GUEST_DOMAIN);

/** `.invalid` never resolves (RFC 6761): no mailbox there is anyone's, and the placeholders live there. */
export const isUndeliverableEmail = (email: string): boolean => email.endsWith('.invalid');

export const NAME_LENGTH = { min: 2, max: 120 } as const;

/** 9 digits starting 6, 7, 8 or 9, optionally after +34 or 0034, once spaces, dots and dashes are gone. */
export const SPANISH_PHONE = /^(?:(?:\+|00)34)?[6789]\d{8}$/;

/** Spaces, dots and dashes out: "611 22 33 44" and "611-223-344" are the same number. */
export const normalisePhone = (value: string): string => value.trim().replace(/[\s.-]/g, '');

/**
 * A valid phone (see SPANISH_PHONE) as the chain prints it: "963 512 478",
 * "+34 963 512 478". A restaurant's phone is read by customers, not matched.
 */
export function displayPhone(value: string): string {
  const phone = normalisePhone(value);
  const match = /^((?:\+|00)34)?(\d{3})(\d{3})(\d{3})$/.exec(phone);
  if (!match) return phone;
  const [, prefix, a, b, c] = match;
  return `${prefix ? '+34 ' : ''}${a} ${b} ${c}`;
}

/** The name as it will be stored, or null when it is too short or too long. */
export function cleanName(value: string): string | null {
  const name = value.trim();
  return name.length >= NAME_LENGTH.min && name.length <= NAME_LENGTH.max ? name : null;
}

/** The phone as it will be stored, or null when it is not a Spanish number. */
export function cleanPhone(value: string): string | null {
  const phone = normalisePhone(value);
  return SPANISH_PHONE.test(phone) ? phone : null;
}
