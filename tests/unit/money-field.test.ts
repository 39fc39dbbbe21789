import { describe, expect, it } from 'vitest';
import { centsField } from '@/lib/validations/money';

// The back office shows amounts in euros and the API takes cents: the
// messages of an amount speak of neither, in a sentence that starts well.

const problem = (value: unknown, what = 'El pedido mínimo que suma un punto') => {
  const result = centsField(what, 100_000).safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('an amount in cents', () => {
  it('names the amount in lower case inside a sentence and capitalised at its start', () => {
    expect(problem('7,555')).toBe('Escribe el pedido mínimo que suma un punto como un importe, por ejemplo 7,50.');
    expect(problem(750.5)).toBe('El pedido mínimo que suma un punto lleva como mucho dos decimales.');
    expect(problem(-1, 'el precio')).toBe('El precio no puede ser negativo.');
    expect(problem(100_001, 'el precio')).toBe('El precio no puede pasar de 1000 €.');
  });

  it('never speaks of cents to a manager typing euros', () => {
    for (const value of ['x', 1.5, -3, 10 ** 9]) expect(problem(value)).not.toMatch(/céntimo/);
    expect(problem(750)).toBeNull();
  });
});
