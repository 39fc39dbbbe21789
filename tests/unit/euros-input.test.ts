import { describe, expect, it } from 'vitest';
import { centsFromInput, inputFromCents } from '@/lib/pricing/euros-input';

describe('prices typed in the back office', () => {
  it('read a comma or a point, with up to two decimals', () => {
    expect(centsFromInput('1,20')).toBe(120);
    expect(centsFromInput('1.2')).toBe(120);
    expect(centsFromInput(' 12 ')).toBe(1200);
    expect(centsFromInput('0,05')).toBe(5);
    expect(centsFromInput('19,99')).toBe(1999);
  });

  it('leave what is not a price as typed, for the server to refuse in words', () => {
    expect(centsFromInput('-1')).toBe('-1');
    expect(centsFromInput('1,234')).toBe('1,234');
    expect(centsFromInput('doce')).toBe('doce');
  });

  it('read an empty field as the given default', () => {
    expect(centsFromInput('')).toBe(0);
    expect(centsFromInput('  ', null)).toBeNull();
  });

  it('show cents back as the field does', () => {
    for (const cents of [0, 5, 120, 1999]) expect(centsFromInput(inputFromCents(cents))).toBe(cents);
  });
});
