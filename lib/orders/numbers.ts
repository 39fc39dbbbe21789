import { randomBytes, randomInt } from 'node:crypto';

// Order identifiers: a public id for URLs that cannot be guessed (128 random
// bits) and a short number people can read over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newPublicId(): string {
  return randomBytes(16).toString('base64url');
}

/** e.g. "RUZ-7K3M9Q": the restaurant's initials and six unambiguous characters. */
export function newOrderNumber(restaurantSlug: string): string {
  const prefix = (restaurantSlug.split('-').pop() ?? 'CE').slice(0, 3).toUpperCase();
  const code = Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${prefix}-${code}`;
}
