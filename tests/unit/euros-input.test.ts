import { describe, expect, it } from 'vitest';
import { centsFromInput, inputFromCents } from '@/lib/pricing/euros-input';
import { wholeFromInput } from '@/lib/validations/number-input';

describe('prices typed in the back office', () => {
  it('read a comma or a point, with up to two decimals', () => {
    expect(centsFromInput('1,20')).toBe(120);
    expect(centsFromInput('1.2')).toBe(120);
    expect(centsFromInput(' 12 ')).toBe(1200);
    expect(centsFromInput('0,05')).toBe(5);
    expect(centsFromInput('19,99')).toBe(1999);
  });

  it('leave what is not an amount as typed, for the server to refuse in words', () => {
    expect(centsFromInput('doce')).toBe('doce');
    expect(centsFromInput('1,2,3')).toBe('1,2,3');
    expect(centsFromInput('--5')).toBe('--5');
  });

  it('send a negative, huge or over-precise amount as a number, so the server names its range', () => {
    // «Escríbelo como un importe» was the answer to -5 (found by a QA pass).
    expect(centsFromInput('-5')).toBe(-500);
    expect(centsFromInput('99999999999')).toBe(9_999_999_999_900);
    expect(Number.isInteger(centsFromInput('1,234'))).toBe(false);
  });

  it('read an empty field as the given default', () => {
    expect(centsFromInput('')).toBe(0);
    expect(centsFromInput('  ', null)).toBeNull();
  });

  it('show cents back as the field does', () => {
    for (const cents of [0, 5, 120, 1999]) expect(centsFromInput(inputFromCents(cents))).toBe(cents);
  });
});

describe('whole numbers typed in the back office', () => {
  it('go as numbers when they are numbers, negative or huge; else as typed', () => {
    expect(wholeFromInput(' 12 ')).toBe(12);
    expect(wholeFromInput('-5')).toBe(-5);
    expect(wholeFromInput('99999999999')).toBe(99_999_999_999);
    expect(wholeFromInput('1,5')).toBe('1,5');
    expect(wholeFromInput('doce')).toBe('doce');
  });
});
