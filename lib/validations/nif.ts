// Spanish DNI and NIE: 8 digits (NIE: X, Y or Z plus 7 digits) and a control
// letter, the number modulo 23 in TRWAGMYFPDXBNJZSQVHLCKE.
const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function normaliseNif(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export function isValidNif(value: string): boolean {
  const nif = normaliseNif(value);
  const match = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(nif);
  if (!match) return false;
  const [, prefix, digits, letter] = match;
  if (prefix ? digits!.length !== 7 : digits!.length !== 8) return false;
  const number = Number(`${prefix ? 'XYZ'.indexOf(prefix) : ''}${digits}`);
  return LETTERS[number % 23] === letter;
}
