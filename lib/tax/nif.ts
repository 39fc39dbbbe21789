// Spanish tax identifiers (NIF) for a full invoice (factura completa).
//
// - DNI (Real Decreto 1553/2005, art. 11; Ministerio del Interior): 8 digits and
//   a control letter, the number modulo 23 as an index into DNI_LETTERS.
// - NIE: X, Y or Z, 7 digits and a letter; X→0, Y→1, Z→2 prefixes the digits
//   and the DNI rule applies to the resulting 8-digit number.
// - CIF, the NIF of legal entities (Orden EHA/451/2008, BOE-A-2008-3580: entity
//   letters and the nine-character composition): entity letter, 7 digits and a
//   control character. Doubling the digits in positions 1, 3, 5 and 7 (summing
//   the digits of each product) and adding those in positions 2, 4 and 6 gives
//   a sum; the control digit is (10 - sum % 10) % 10 and the control letter is
//   CIF_CONTROL_LETTERS[control digit]. P, Q, R, S, N and W take the letter,
//   A, B, E and H the digit, the other entity letters either.
//
// Left out: the NIF of persons without DNI or NIE (K, L, M + 7 characters +
// letter). Real Decreto 1065/2007 (arts. 19 and 20) and the Agencia Tributaria
// describe them as "siete caracteres alfanuméricos y un carácter de
// verificación alfabético" without publishing the verification algorithm, so
// the modulo-23 rule libraries apply to them could not be confirmed; they are
// refused as a wrong format.

export type NifKind = 'dni' | 'nie' | 'cif';

export type NifValidation = { ok: true; nif: string; kind: NifKind } | { ok: false; message: string };

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
const CIF_LETTER_CONTROL_ONLY = 'PQRSNW';
const CIF_DIGIT_CONTROL_ONLY = 'ABEH';

const DNI_PATTERN = /^(\d{8})([A-Z])$/;
const NIE_PATTERN = /^([XYZ])(\d{7})([A-Z])$/;
const CIF_PATTERN = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-Z])$/;

const MESSAGES = {
  format: 'Escribe un NIF, NIE o CIF (por ejemplo 12345678Z).',
  letter: 'El NIF no es válido: revisa la letra final.',
  control: 'El NIF no es válido: revisa el carácter final.',
  needsLetter: 'El NIF no es válido: para este tipo de entidad el carácter final debe ser una letra.',
  needsDigit: 'El NIF no es válido: para este tipo de entidad el carácter final debe ser un número.',
} as const;

/** Uppercase, without spaces, dots or hyphens: "12.345.678-z" → "12345678Z". */
export function normalizeNif(input: string): string {
  return input.replace(/[\s.-]/g, '').toUpperCase();
}

/** The kind the identifier has the shape of, control character not checked; null for any other shape. */
export function nifKind(nif: string): NifKind | null {
  const normalized = normalizeNif(nif);
  if (DNI_PATTERN.test(normalized)) return 'dni';
  if (NIE_PATTERN.test(normalized)) return 'nie';
  if (CIF_PATTERN.test(normalized)) return 'cif';
  return null;
}

function dniLetter(eightDigits: string): string {
  return DNI_LETTERS.charAt(Number(eightDigits) % 23);
}

function cifControlDigit(sevenDigits: string): number {
  let sum = 0;
  for (const [index, character] of [...sevenDigits].entries()) {
    const digit = Number(character);
    if (index % 2 === 0) {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += digit;
    }
  }
  return (10 - (sum % 10)) % 10;
}

function cifProblem(entity: string, digits: string, control: string): string | null {
  const isDigit = /\d/.test(control);
  if (isDigit && CIF_LETTER_CONTROL_ONLY.includes(entity)) return MESSAGES.needsLetter;
  if (!isDigit && CIF_DIGIT_CONTROL_ONLY.includes(entity)) return MESSAGES.needsDigit;
  const expected = cifControlDigit(digits);
  const matches = isDigit ? control === String(expected) : control === CIF_CONTROL_LETTERS.charAt(expected);
  return matches ? null : MESSAGES.control;
}

/** Checks a DNI, NIE or CIF typed by a customer; on success returns it normalised. */
export function validateNif(input: string): NifValidation {
  const nif = normalizeNif(input);

  const dni = DNI_PATTERN.exec(nif);
  if (dni) {
    const [, digits = '', letter] = dni;
    return dniLetter(digits) === letter ? { ok: true, nif, kind: 'dni' } : { ok: false, message: MESSAGES.letter };
  }

  const nie = NIE_PATTERN.exec(nif);
  if (nie) {
    const [, prefix = '', digits = '', letter] = nie;
    const number = `${'XYZ'.indexOf(prefix)}${digits}`;
    return dniLetter(number) === letter ? { ok: true, nif, kind: 'nie' } : { ok: false, message: MESSAGES.letter };
  }

  const cif = CIF_PATTERN.exec(nif);
  if (cif) {
    const [, entity = '', digits = '', control = ''] = cif;
    const problem = cifProblem(entity, digits, control);
    return problem ? { ok: false, message: problem } : { ok: true, nif, kind: 'cif' };
  }

  return { ok: false, message: MESSAGES.format };
}
