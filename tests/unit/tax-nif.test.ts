import { describe, expect, it } from 'vitest';
import { nifKind, normalizeNif, validateNif } from '@/lib/tax/nif';

// Every expected control character below was computed independently:
// DNI/NIE: 'TRWAGMYFPDXBNJZSQVHLCKE'[number % 23]; CIF: doubled odd-position
// digits (digit sum) + even-position digits, control = (10 - sum % 10) % 10.
const FORMAT = 'Escribe un NIF, NIE o CIF (por ejemplo 12345678Z).';
const LETTER = 'El NIF no es válido: revisa la letra final.';
const CONTROL = 'El NIF no es válido: revisa el carácter final.';
const NEEDS_LETTER = 'El NIF no es válido: para este tipo de entidad el carácter final debe ser una letra.';
const NEEDS_DIGIT = 'El NIF no es válido: para este tipo de entidad el carácter final debe ser un número.';

describe('normalizeNif', () => {
  it.each([
    ['12.345.678-z', '12345678Z'],
    [' x-1234567-l ', 'X1234567L'],
    ['b 12 345 674', 'B12345674'],
    ['Q2826000H', 'Q2826000H'],
  ])('%j → %s', (input, expected) => expect(normalizeNif(input)).toBe(expected));
});

describe('nifKind', () => {
  it.each([
    ['12345678Z', 'dni'],
    ['12345678A', 'dni'], // shape only: the control letter is not checked
    ['X1234567L', 'nie'],
    ['z1234567r', 'nie'],
    ['B12345674', 'cif'],
    ['Q2826000H', 'cif'],
    ['K1234567S', null],
    ['I1234567A', null],
    ['1234567Z', null],
    ['', null],
  ])('%j → %s', (input, expected) => expect(nifKind(input)).toBe(expected));
});

describe('validateNif', () => {
  it.each([
    // DNI: 12345678 % 23 = 14 → Z; 0 → T; 99999999 % 23 = 1 → R; 48273615 % 23 = 19 → L.
    ['12345678Z', '12345678Z', 'dni'],
    ['00000000T', '00000000T', 'dni'],
    ['99999999R', '99999999R', 'dni'],
    ['48273615L', '48273615L', 'dni'],
    ['12.345.678-z', '12345678Z', 'dni'],
    // NIE: X→0, Y→1, Z→2 then mod 23: 01234567 → L, 11234567 → X, 21234567 → R, 17654321 → G.
    ['X1234567L', 'X1234567L', 'nie'],
    ['Y1234567X', 'Y1234567X', 'nie'],
    ['Z1234567R', 'Z1234567R', 'nie'],
    ['Y7654321G', 'Y7654321G', 'nie'],
    [' x-1234567-l ', 'X1234567L', 'nie'],
    // CIF, digit control: 1234567 → 4; 5881850 → 1 (Hewlett-Packard's published A58818501).
    ['B12345674', 'B12345674', 'cif'],
    ['A58818501', 'A58818501', 'cif'],
    ['H76543214', 'H76543214', 'cif'],
    // CIF, letter control: 2826000 → 8 → H (public body); 1234567 → 4 → D; 1000004 → 0 → J.
    ['Q2826000H', 'Q2826000H', 'cif'],
    ['P1234567D', 'P1234567D', 'cif'],
    ['S1000004J', 'S1000004J', 'cif'],
    ['N7654321D', 'N7654321D', 'cif'],
    ['W1111111I', 'W1111111I', 'cif'],
    // CIF, entity letters that accept either form.
    ['G12345674', 'G12345674', 'cif'],
    ['G1234567D', 'G1234567D', 'cif'],
    ['J10000040', 'J10000040', 'cif'],
    ['J1000004J', 'J1000004J', 'cif'],
    ['u2000000f', 'U2000000F', 'cif'],
  ])('accepts %j as %s (%s)', (input, nif, kind) => expect(validateNif(input)).toEqual({ ok: true, nif, kind }));

  it.each([
    // Wrong control character.
    ['12345678A', LETTER],
    ['00000000R', LETTER],
    ['X1234567X', LETTER],
    ['Y1234567L', LETTER], // the letter of X1234567: the prefix must count
    ['Z1234567L', LETTER],
    ['B12345675', CONTROL],
    ['A58818502', CONTROL],
    ['Q2826000A', CONTROL],
    ['G1234567E', CONTROL],
    ['G1234567Z', CONTROL],
    ['B00000001', CONTROL],
    // Right value, wrong form for the entity letter.
    ['A5881850A', NEEDS_DIGIT],
    ['B1234567D', NEEDS_DIGIT],
    ['E1234567D', NEEDS_DIGIT],
    ['H7654321D', NEEDS_DIGIT],
    ['Q28260008', NEEDS_LETTER],
    ['P12345674', NEEDS_LETTER],
    ['R12345674', NEEDS_LETTER],
    ['S10000040', NEEDS_LETTER],
    ['N76543214', NEEDS_LETTER],
    ['W11111119', NEEDS_LETTER],
    // Wrong format.
    ['', FORMAT],
    ['   ', FORMAT],
    ['1234567Z', FORMAT],
    ['123456789', FORMAT],
    ['12345678ZZ', FORMAT],
    ['X12345678L', FORMAT],
    ['ABCDEFGHZ', FORMAT],
    ['I1234567A', FORMAT],
    ['T12345674', FORMAT],
    ['12345678Ñ', FORMAT],
    ['12345678/Z', FORMAT],
    ['K1234567S', FORMAT], // K, L, M NIFs are left out (see lib/tax/nif.ts)
  ])('refuses %j: %s', (input, message) => expect(validateNif(input)).toEqual({ ok: false, message }));

  it('accepts exactly one control letter for a DNI and a NIE', () => {
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    expect(letters.filter((letter) => validateNif(`12345678${letter}`).ok)).toEqual(['Z']);
    expect(letters.filter((letter) => validateNif(`Y1234567${letter}`).ok)).toEqual(['X']);
  });

  it('accepts exactly one digit and one letter for a CIF whose entity takes either', () => {
    const characters = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    expect(characters.filter((control) => validateNif(`G1234567${control}`).ok)).toEqual(['4', 'D']);
    expect(characters.filter((control) => validateNif(`F5881850${control}`).ok)).toEqual(['1', 'A']);
  });
});
